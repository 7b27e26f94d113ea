import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDisabled() {
  const [hasChanges, setHasChanges] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Switch checked={hasChanges} onChange={(_e, checked) => setHasChanges(checked)} />}
        label="Unsaved changes"
      />
      <Tooltip title={hasChanges ? 'Save your changes' : 'Nothing to save yet'}>
        {/* A disabled button fires no events, so the span receives the hover and focus. */}
        <span tabIndex={hasChanges ? undefined : 0}>
          <Button variant="contained" disabled={!hasChanges}>
            Save
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SwitchControlled() {
  const [autoSave, setAutoSave] = React.useState<boolean>(true);

  const handleChange = (_event: React.ChangeEvent<HTMLInputElement>, checked: boolean) => {
    setAutoSave(checked);
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={autoSave} onChange={handleChange} />}
        label="Save drafts automatically"
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {autoSave ? 'Drafts are saved every few seconds.' : 'Remember to save your work.'}
      </Typography>
    </Stack>
  );
}

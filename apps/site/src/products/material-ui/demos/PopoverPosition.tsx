import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import type { PopoverOrigin } from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Preset = 'below' | 'above' | 'right' | 'default';

const presets: Record<Preset, { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin }> = {
  below: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  above: {
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    transformOrigin: { vertical: 'bottom', horizontal: 'center' },
  },
  right: {
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  default: {
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
};

export default function PopoverPosition() {
  const [preset, setPreset] = React.useState<Preset>('below');
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const { anchorOrigin, transformOrigin } = presets[preset];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Popover position"
        value={preset}
        onChange={(_e, next: Preset | null) => next && setPreset(next)}
      >
        {(Object.keys(presets) as Preset[]).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Delivery options
      </Button>
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Box sx={{ p: 2, maxWidth: 280 }}>
          <Typography variant="subtitle2" component="p">
            Standard: 3–5 working days, free over €50
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Express: next working day if you order before 2 pm, €7.90
          </Typography>
        </Box>
      </Popover>
    </Box>
  );
}

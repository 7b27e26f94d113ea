import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { PopperPlacementType } from '@mui/material/Popper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top',
  'right',
  'bottom',
  'left',
  'bottom-start',
  'top-end',
];

export default function PopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Popper placement"
        value={placement}
        onChange={(_e, next: PopperPlacementType | null) => next && setPlacement(next)}
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {placements.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        aria-expanded={open}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        {open ? 'Hide sync status' : 'Show sync status'}
      </Button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        transition
        // Leave 8px between the button and the panel.
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper variant="outlined" sx={{ p: 1.5, maxWidth: 240, boxShadow: 3 }}>
              <Typography variant="body2">
                Synced 2 minutes ago. 3 files are waiting to upload.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import type { ClickAwayListenerProps } from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type MouseEventName = Exclude<ClickAwayListenerProps['mouseEvent'], false | undefined>;

const options: MouseEventName[] = ['onClick', 'onMouseDown', 'onPointerUp'];

export default function ClickAwayEvents() {
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [lastEvent, setLastEvent] = React.useState('Nothing yet: click outside the card.');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mouseEvent}
        onChange={(_event, value: MouseEventName | null) => {
          if (value) setMouseEvent(value);
        }}
        aria-label="Mouse event to listen to"
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ClickAwayListener
        mouseEvent={mouseEvent}
        touchEvent="onTouchStart"
        onClickAway={(event) =>
          setLastEvent(`Click-away detected: a "${event.type}" event outside.`)
        }
      >
        <Box
          sx={{
            p: 2,
            width: 280,
            maxWidth: '100%',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="subtitle2">Quick edit: shipping address</Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {lastEvent}
          </Typography>
        </Box>
      </ClickAwayListener>
    </Stack>
  );
}

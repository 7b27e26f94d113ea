import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

const panelSx = { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 };

export default function BaseClickAwayListenerPortal() {
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [message, setMessage] = React.useState('No click away yet.');
  const helpRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        color: 'text.primary',
        typography: 'body2',
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ClickAwayListener
          disableReactTree={disableReactTree}
          onClickAway={(event) =>
            setMessage(`Click away on “${(event.target as HTMLElement).textContent ?? ''}”`)
          }
        >
          <Box sx={{ ...panelSx, flex: '1 1 140px' }}>
            <strong>Listened area</strong>
            <Portal container={() => helpRef.current}>
              <Button size="small" variant="outlined" sx={{ mt: 1 }}>
                Portaled button
              </Button>
            </Portal>
          </Box>
        </ClickAwayListener>
        <Box ref={helpRef} sx={{ ...panelSx, flex: '1 1 140px' }}>
          <strong>Somewhere else in the DOM</strong>
        </Box>
      </Box>
      <Box role="status">{message}</Box>
    </Box>
  );
}

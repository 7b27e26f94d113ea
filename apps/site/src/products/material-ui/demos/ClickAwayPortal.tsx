import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const [giftWrap, setGiftWrap] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box>
          <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((p) => !p)}>
            Delivery options
          </Button>
          {open ? (
            <Portal container={() => targetRef.current}>
              {/* In the DOM this Paper lives in the box below, outside the listener's child. */}
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2">Delivery options</Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={giftWrap}
                      onChange={(_event, checked) => setGiftWrap(checked)}
                    />
                  }
                  label="Gift wrap this order"
                />
              </Paper>
            </Portal>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Box
        ref={targetRef}
        sx={{ minHeight: 120, p: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
      >
        <Typography variant="caption" color="text.secondary">
          Portal target (a different part of the DOM)
        </Typography>
      </Box>
    </Stack>
  );
}

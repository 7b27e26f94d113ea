import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export default function BaseClickAwayListenerBasic() {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The button is inside the listener, so clicking it again is not a click away. */}
      <Box
        sx={{ position: 'relative', display: 'inline-block' }}
        onKeyDown={(event: React.KeyboardEvent) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
      >
        <Button
          ref={buttonRef}
          variant="outlined"
          aria-expanded={open}
          aria-controls="click-away-filters"
          onClick={() => setOpen((value) => !value)}
        >
          Filters
        </Button>
        {open && (
          <Box
            id="click-away-filters"
            role="group"
            aria-label="Filters"
            sx={{
              position: 'absolute',
              top: '100%',
              left: 0,
              zIndex: 1,
              mt: 1,
              p: 1.5,
              minWidth: 200,
              display: 'flex',
              flexDirection: 'column',
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 3,
            }}
          >
            <FormControlLabel control={<Checkbox defaultChecked />} label="In stock" />
            <FormControlLabel control={<Checkbox />} label="Free delivery" />
            <FormControlLabel control={<Checkbox />} label="On sale" />
          </Box>
        )}
      </Box>
    </ClickAwayListener>
  );
}

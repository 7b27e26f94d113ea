import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const statuses = ['Pending', 'Shipped', 'Delivered', 'Returned'];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<string[]>(['Pending', 'Shipped']);
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const toggle = (status: string) => {
    setSelected((prev) =>
      prev.includes(status) ? prev.filter((s) => s !== status) : [...prev, status],
    );
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener wraps the button AND the panel, so clicks on either count as inside. */}
      <Box
        sx={{ position: 'relative', display: 'inline-block' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
      >
        <Button
          ref={buttonRef}
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((prev) => !prev)}
        >
          Order status ({selected.length})
        </Button>
        {open ? (
          <Paper
            id={panelId}
            elevation={4}
            sx={{ position: 'absolute', top: '100%', left: 0, mt: 1, px: 2, py: 1, zIndex: 1 }}
          >
            <FormGroup>
              {statuses.map((status) => (
                <FormControlLabel
                  key={status}
                  control={
                    <Checkbox checked={selected.includes(status)} onChange={() => toggle(status)} />
                  }
                  label={status}
                />
              ))}
            </FormGroup>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}

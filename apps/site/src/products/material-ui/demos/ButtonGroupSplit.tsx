import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeOptions = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplit() {
  const menuId = React.useId();
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState<boolean>(false);
  const [selected, setSelected] = React.useState<number>(1);
  const [status, setStatus] = React.useState<string>('Ready to merge');

  const closeMenu = (index: number = selected) => {
    setSelected(index);
    setOpen(false);
    toggleRef.current?.focus();
  };

  const handleMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeMenu();
    }
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge pull request">
        <Button onClick={() => setStatus(`Done: ${mergeOptions[selected]}`)}>
          {mergeOptions[selected]}
        </Button>
        <Button
          ref={toggleRef}
          aria-label="Choose merge method"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((prev) => !prev)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
      <Popper open={open} anchorEl={anchorRef.current} transition sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'center top' }}>
            <Paper>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList id={menuId} autoFocusItem onKeyDown={handleMenuKeyDown}>
                  {mergeOptions.map((option, i) => (
                    <MenuItem key={option} selected={i === selected} onClick={() => closeMenu(i)}>
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}

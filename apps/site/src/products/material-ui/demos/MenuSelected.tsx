import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Sort from '@mui/icons-material/Sort';

const sortOptions = [
  'Newest first',
  'Oldest first',
  'Total: high to low',
  'Total: low to high',
  'Customer name',
] as const;

export default function MenuSelected() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = React.useState<number>(2);
  const open = anchorEl !== null;
  const labelId = React.useId();
  const buttonId = React.useId();
  const menuId = React.useId();

  const choose = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        Sort orders:
      </Typography>
      <Button
        id={buttonId}
        startIcon={<Sort />}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        {sortOptions[selectedIndex]}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': labelId }}
      >
        {sortOptions.map((option, index) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={index === selectedIndex}
            selected={index === selectedIndex}
            onClick={() => choose(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const formats = ['PDF invoice', 'CSV spreadsheet', 'Send by email'] as const;

export default function MenuBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastExport, setLastExport] = React.useState<string>('nothing yet');
  const open = anchorEl !== null;
  const buttonId = React.useId();
  const menuId = React.useId();

  const handleClose = () => setAnchorEl(null);

  const handleExport = (format: string) => {
    setLastExport(format);
    handleClose();
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        Export order
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => handleExport(format)}>
            {format}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" color="text.secondary">
        Last export: {lastExport}
      </Typography>
    </Stack>
  );
}

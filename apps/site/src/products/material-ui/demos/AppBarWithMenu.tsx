import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const accountActions = ['Profile', 'Billing', 'Sign out'] as const;

export default function AppBarWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState<string>('none');
  const open = anchorEl !== null;

  const choose = (action: string) => {
    setLastAction(action);
    setAnchorEl(null);
  };

  return (
    <div>
      <AppBar position="static" color="secondary" enableColorOnDark>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Orders
          </Typography>
          <IconButton
            aria-label="Account menu"
            aria-controls={open ? 'app-bar-account-menu' : undefined}
            aria-haspopup="true"
            aria-expanded={open ? 'true' : undefined}
            onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
          >
            <Avatar sx={{ width: 32, height: 32 }}>R</Avatar>
          </IconButton>
        </Toolbar>
      </AppBar>
      <Menu
        id="app-bar-account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
      >
        {accountActions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last choice: {lastAction}
      </Typography>
    </div>
  );
}

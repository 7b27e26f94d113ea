import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import HelpIcon from '@mui/icons-material/Help';
import { Account } from '@toolpad/core/Account';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import { useNotifications } from '@toolpad/core/useNotifications';

const demoSession: Session = {
  user: { id: 'u-3310', name: 'Mei Chen', email: 'mei.chen@example.com' },
};

const links = [
  { label: 'Profile', icon: <PersonIcon fontSize="small" /> },
  { label: 'Settings', icon: <SettingsIcon fontSize="small" /> },
  { label: 'Help centre', icon: <HelpIcon fontSize="small" /> },
];

// Rendered between the user's details and the sign-out button. Any click inside the popover
// closes it, so the items need no close logic of their own.
function AccountLinks() {
  const notifications = useNotifications();
  return (
    <MenuList aria-label="Account pages" dense>
      {links.map((link) => (
        <MenuItem
          key={link.label}
          onClick={() => notifications.show(`Opening ${link.label}`, { autoHideDuration: 2000 })}
        >
          <ListItemIcon>{link.icon}</ListItemIcon>
          <ListItemText>{link.label}</ListItemText>
        </MenuItem>
      ))}
    </MenuList>
  );
}

function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadAccountMenuItems() {
  const theme = usePageTheme();
  const [session, setSession] = React.useState<Session | null>(demoSession);
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(demoSession),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider theme={theme} session={session} authentication={authentication}>
      <Paper
        variant="outlined"
        sx={{
          width: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
        }}
      >
        <Typography variant="h6" component="p">
          Recipes
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Account slots={{ menuItems: AccountLinks }} />
        </Box>
      </Paper>
    </AppProvider>
  );
}

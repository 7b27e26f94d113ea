import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Account } from '@toolpad/core/Account';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';

const demoSession: Session = {
  user: { id: 'u-5127', name: 'Sofia Marques', email: 'sofia.marques@example.com' },
};

// Both slots receive only onClick, so they bring their own label.
function SignInIconButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton aria-label="Sign in" onClick={onClick}>
      <LoginIcon />
    </IconButton>
  );
}

function SignOutEverywhereButton({ onClick }: { onClick: () => void }) {
  return (
    <Box sx={{ p: 1 }}>
      <Button fullWidth color="error" startIcon={<LogoutIcon />} onClick={onClick}>
        Sign out on all devices
      </Button>
    </Box>
  );
}

function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadAccountCustomButtons() {
  const theme = usePageTheme();
  const [session, setSession] = React.useState<Session | null>(null);
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
          Timesheets
        </Typography>
        <Account
          slots={{ signInButton: SignInIconButton, signOutButton: SignOutEverywhereButton }}
        />
      </Paper>
    </AppProvider>
  );
}

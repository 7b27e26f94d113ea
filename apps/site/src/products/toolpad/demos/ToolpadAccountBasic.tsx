import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { Account } from '@toolpad/core/Account';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';

const demoSession: Session = {
  user: { id: 'u-2291', name: 'Daniel Okoye', email: 'daniel.okoye@example.com' },
};

// The page's theme without its colour schemes: the demo follows the page's light or dark mode.
function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadAccountBasic() {
  const theme = usePageTheme();
  const [session, setSession] = React.useState<Session | null>(demoSession);
  // Memoised so that Account does not re-render with new callbacks on every render.
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(demoSession),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider theme={theme} session={session} authentication={authentication}>
      <Paper variant="outlined" sx={{ width: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="h6" component="p">
            Field service
          </Typography>
          <Account />
        </Box>
        <Typography sx={{ p: 2, color: 'text.secondary' }}>
          {session?.user
            ? `Signed in as ${session.user.name}. Open the avatar to see the account and sign out.`
            : 'Signed out. The header now offers a sign-in button.'}
        </Typography>
      </Paper>
    </AppProvider>
  );
}

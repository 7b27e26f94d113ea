import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { AppProvider, type Navigation, type Router, type Session } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const navigation: Navigation = [
  { segment: 'tickets', title: 'Tickets', icon: <ConfirmationNumberIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
];

const branding = {
  title: 'Helpdesk',
  logo: <SupportAgentIcon color="primary" sx={{ fontSize: 40 }} />,
};

const demoSession: Session = {
  user: { id: 'u-1042', name: 'Priya Raman', email: 'priya.raman@example.com' },
};

function useDemoRouter(initialPath: string): Router {
  const [pathname, setPathname] = React.useState(initialPath);
  return React.useMemo(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => setPathname(typeof url === 'string' ? url : url.pathname),
    }),
    [pathname],
  );
}

// The page's theme without its colour schemes: the demo follows the page's light or dark mode.
function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadDashboardLayoutAccount() {
  const router = useDemoRouter('/tickets');
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
    // DashboardLayout is made to fill the window: the transform keeps its fixed header and sidebar
    // inside this box, and the toolbar rule stops the header from taking the window's width.
    <Box
      sx={{
        width: 1,
        height: 320,
        overflow: 'hidden',
        transform: 'translateZ(0)',
        border: 1,
        borderColor: 'divider',
        '& .MuiAppBar-root .MuiToolbar-root': { minWidth: 0 },
      }}
    >
      <AppProvider
        navigation={navigation}
        branding={branding}
        router={router}
        theme={theme}
        session={session}
        authentication={authentication}
      >
        <DashboardLayout>
          <Box sx={{ p: 3 }}>
            <Typography variant="h5">
              {router.pathname === '/customers' ? 'Customers' : 'Tickets'}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {session?.user
                ? `Signed in as ${session.user.name}. Open the avatar menu to sign out.`
                : 'Signed out. Use the button in the header to sign back in.'}
            </Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}

import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const navigation: Navigation = [
  { segment: 'tasks', title: 'Tasks', icon: <AssignmentIcon /> },
  { segment: 'team', title: 'Team', icon: <GroupsIcon /> },
];

const branding = {
  title: 'Sprint board',
  logo: <AssignmentIcon color="primary" sx={{ fontSize: 40 }} />,
};

// Rendered in the header, before the colour-mode switch and the account area.
function HeaderActions() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="Search tasks"
        size="small"
        type="search"
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      />
      <IconButton aria-label="4 unread notifications">
        <Badge badgeContent={4} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}

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

export default function ToolpadDashboardLayoutToolbarActions() {
  const router = useDemoRouter('/tasks');
  const theme = usePageTheme();

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
      <AppProvider navigation={navigation} branding={branding} router={router} theme={theme}>
        <DashboardLayout slots={{ toolbarActions: HeaderActions }}>
          <Box sx={{ p: 3 }}>
            <Typography variant="h5">{router.pathname === '/team' ? 'Team' : 'Tasks'}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              The search field and the notifications button stay in the header on every page.
            </Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}

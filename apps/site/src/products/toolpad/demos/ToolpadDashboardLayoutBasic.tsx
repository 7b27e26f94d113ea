import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';

const navigation: Navigation = [
  { segment: '', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'invoices', title: 'Invoices', icon: <ReceiptIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
];

const branding = {
  title: 'Billing',
  logo: <ReceiptLongIcon color="primary" sx={{ fontSize: 40 }} />,
};

const pages: Record<string, { title: string; summary: string }> = {
  '/': { title: 'Dashboard', summary: '3 invoices overdue · $18,420 collected this month' },
  '/invoices': { title: 'Invoices', summary: '42 open invoices, the oldest due on 14 May 2024' },
  '/customers': { title: 'Customers', summary: '128 active customers across 9 countries' },
};

// An in-memory router: clicking the sidebar changes this demo only, not the page's URL.
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

// The page's own theme, minus its colour-scheme definitions: the demo reads the page's CSS
// variables, so it follows light and dark mode while the page keeps managing the mode.
function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadDashboardLayoutBasic() {
  const router = useDemoRouter('/');
  const theme = usePageTheme();
  const page = pages[router.pathname] ?? pages['/']!;

  return (
    // DashboardLayout is made to fill the window: the transform keeps its fixed header and sidebar
    // inside this box, and the toolbar rule stops the header from taking the window's width.
    <Box
      sx={{
        width: 1,
        height: 400,
        overflow: 'hidden',
        transform: 'translateZ(0)',
        border: 1,
        borderColor: 'divider',
        '& .MuiAppBar-root .MuiToolbar-root': { minWidth: 0 },
      }}
    >
      <AppProvider navigation={navigation} branding={branding} router={router} theme={theme}>
        <DashboardLayout>
          <Box sx={{ p: 3 }}>
            <Typography variant="h5">{page.title}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{page.summary}</Typography>
          </Box>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}

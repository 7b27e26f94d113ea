import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import BarChartIcon from '@mui/icons-material/BarChart';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const navigation: Navigation = [
  { kind: 'header', title: 'Operations' },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
  { segment: 'shipments', title: 'Shipments', icon: <LocalShippingIcon /> },
  { segment: 'stock', title: 'Stock', icon: <InventoryIcon /> },
  { kind: 'divider' },
  { kind: 'header', title: 'Analytics' },
  {
    segment: 'reports',
    title: 'Reports',
    icon: <BarChartIcon />,
    children: [
      { segment: 'sales', title: 'Sales' },
      { segment: 'returns', title: 'Returns' },
    ],
  },
];

const branding = {
  title: 'Warehouse',
  logo: <WarehouseIcon color="primary" sx={{ fontSize: 40 }} />,
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

export default function ToolpadDashboardLayoutSidebar() {
  const router = useDemoRouter('/reports/sales');
  const theme = usePageTheme();

  return (
    // DashboardLayout is made to fill the window: the transform keeps its fixed header and sidebar
    // inside this box, and the toolbar rule stops the header from taking the window's width.
    <Box
      sx={{
        width: 1,
        height: 460,
        overflow: 'hidden',
        transform: 'translateZ(0)',
        border: 1,
        borderColor: 'divider',
        '& .MuiAppBar-root .MuiToolbar-root': { minWidth: 0 },
      }}
    >
      <AppProvider navigation={navigation} branding={branding} router={router} theme={theme}>
        <DashboardLayout disableCollapsibleSidebar>
          <PageContainer>
            <Typography sx={{ color: 'text.secondary' }}>
              Showing <code>{router.pathname}</code>. The title and breadcrumbs come from the
              navigation.
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}

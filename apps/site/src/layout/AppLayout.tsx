import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { productForPath } from '../products';
import { ProductLinks } from './ProductLinks';
import { SideNav } from './SideNav';

export const DRAWER_WIDTH = 280;

export function AppLayout() {
  const { pathname } = useLocation();
  const product = productForPath(pathname);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
          >
            docshell
          </Typography>
          <ProductLinks current={product?.prefix} />
        </Toolbar>
      </AppBar>
      {product && (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          <nav aria-label={`${product.name} pages`}>
            <SideNav pages={product.pages} activePath={pathname} />
          </nav>
        </Drawer>
      )}
      <Box
        component="main"
        id="main-content"
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 5 }, py: 3 }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

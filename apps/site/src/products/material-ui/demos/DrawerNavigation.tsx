import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import InventoryIcon from '@mui/icons-material/Inventory';
import MenuIcon from '@mui/icons-material/Menu';

const pages = [
  { id: 'dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { id: 'products', label: 'Products', icon: <InventoryIcon /> },
  { id: 'customers', label: 'Customers', icon: <GroupIcon /> },
  { id: 'reports', label: 'Reports', icon: <BarChartIcon /> },
];

export default function DrawerNavigation() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [current, setCurrent] = React.useState<string>('dashboard');
  const currentLabel = pages.find((page) => page.id === current)?.label;

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label="Open navigation" onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="h3">
          {currentLabel}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Open the menu to move to another section of the shop admin.
      </Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Shop admin" sx={{ width: 250 }}>
          <List>
            {pages.map((page) => (
              <ListItem key={page.id} disablePadding>
                <ListItemButton
                  component="a"
                  href={`#${page.id}`}
                  selected={page.id === current}
                  aria-current={page.id === current ? 'page' : undefined}
                  onClick={() => {
                    setCurrent(page.id);
                    setOpen(false);
                  }}
                >
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}

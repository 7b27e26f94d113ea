import * as React from 'react';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SpaceDashboardRounded from '@mui/icons-material/SpaceDashboardRounded';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';

const destinations = [
  { label: 'Dashboard', href: '#dashboard', icon: <SpaceDashboardRounded /> },
  { label: 'Orders', href: '#orders', icon: <ReceiptLongRounded /> },
  { label: 'Products', href: '#products', icon: <Inventory2Rounded /> },
  { label: 'Customers', href: '#customers', icon: <PeopleRounded /> },
];

export default function JoyDrawerNavigation() {
  const [open, setOpen] = React.useState<boolean>(false);
  // Mount the drawer on first use; see "Mounting" on this page.
  const [mounted, setMounted] = React.useState<boolean>(false);
  const [current, setCurrent] = React.useState<string>('#orders');

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<MenuRounded />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Menu
      </Button>
      {mounted && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          size="sm"
          slotProps={{ content: { 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close menu" />
          <DialogTitle>Northwind Shop</DialogTitle>
          <List component="nav" aria-label="Main" size="lg" sx={{ flex: 'none', px: 1 }}>
            {destinations.map((item) => (
              <ListItem key={item.href}>
                <ListItemButton
                  component="a"
                  href={item.href}
                  selected={current === item.href}
                  aria-current={current === item.href ? 'page' : undefined}
                  onClick={() => {
                    setCurrent(item.href);
                    setOpen(false);
                  }}
                >
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Drawer>
      )}
    </React.Fragment>
  );
}

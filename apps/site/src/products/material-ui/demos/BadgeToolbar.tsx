import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function BadgeToolbar() {
  const [unread, setUnread] = React.useState<number>(3);
  const [cart, setCart] = React.useState<number>(2);

  // The label carries the count: aria-label replaces the button's content, badge included.
  const notificationsLabel =
    unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  const cartLabel = `Cart, ${cart} ${cart === 1 ? 'item' : 'items'}`;

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Northwind Outfitters
        </Typography>
        <IconButton aria-label={notificationsLabel} onClick={() => setUnread(0)}>
          <Badge badgeContent={unread} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <IconButton aria-label={cartLabel}>
          <Badge badgeContent={cart} max={9} color="primary">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => setCart((c) => c + 1)}>
          Add trail shoes to cart
        </Button>
        <Button onClick={() => setUnread((n) => n + 1)}>Simulate a notification</Button>
      </Stack>
    </Stack>
  );
}

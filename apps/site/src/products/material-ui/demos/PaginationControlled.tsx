import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const customers = ['Amara Diallo', 'Jonas Weber', 'Lucía Romero', 'Kenji Sato', 'Priya Nair'];
// Generated with fixed arithmetic, so the server and the browser render the same list.
const orders: Order[] = Array.from({ length: 23 }, (_, i) => ({
  id: 5120 - i,
  customer: customers[(i * 3) % customers.length] ?? 'Guest',
  total: ((i * 53) % 180) + 19.9,
}));
const perPage = 5;

export default function PaginationControlled() {
  const [page, setPage] = React.useState<number>(1);
  const pageCount = Math.ceil(orders.length / perPage);
  const first = (page - 1) * perPage;
  const visible = orders.slice(first, first + perPage);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
      <List dense aria-label="Recent orders">
        {visible.map((order) => (
          <ListItem key={order.id} divider>
            <ListItemText primary={`Order #${order.id}`} secondary={order.customer} />
            <Typography variant="body2">{order.total.toFixed(2)} €</Typography>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2 }}>
        Showing {first + 1}–{first + visible.length} of {orders.length} orders
      </Typography>
      <Pagination
        aria-label="Orders pages"
        count={pageCount}
        page={page}
        onChange={(_event: React.ChangeEvent<unknown>, value: number) => setPage(value)}
        sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}
      />
    </Paper>
  );
}

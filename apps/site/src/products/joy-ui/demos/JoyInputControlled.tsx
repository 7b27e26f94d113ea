import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const orders = [
  { id: 'ORD-1042', customer: 'Harbor Coffee Roasters', total: '€412.00' },
  { id: 'ORD-1043', customer: 'Lindqvist Design Studio', total: '€1,280.50' },
  { id: 'ORD-1047', customer: 'Greenleaf Grocers', total: '€96.20' },
  { id: 'ORD-1051', customer: 'Harbor Freight Partners', total: '€2,045.00' },
  { id: 'ORD-1054', customer: 'Osei & Daughters Bakery', total: '€58.75' },
];

export default function JoyInputControlled() {
  const [query, setQuery] = React.useState<string>('');
  const needle = query.trim().toLowerCase();
  const matches = orders.filter(
    (order) =>
      order.id.toLowerCase().includes(needle) || order.customer.toLowerCase().includes(needle),
  );

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Search orders</FormLabel>
        <Input
          type="search"
          value={query}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          placeholder="Order number or customer"
        />
      </FormControl>
      <Typography level="body-sm" role="status">
        {matches.length} of {orders.length} orders
      </Typography>
      <List size="sm" variant="outlined" sx={{ borderRadius: 'sm', minHeight: 170 }}>
        {matches.map((order) => (
          <ListItem key={order.id} sx={{ justifyContent: 'space-between' }}>
            <Typography level="body-sm">
              <Typography fontWeight="lg">{order.id}</Typography> · {order.customer}
            </Typography>
            <Typography level="body-sm">{order.total}</Typography>
          </ListItem>
        ))}
        {matches.length === 0 && (
          <ListItem>
            <Typography level="body-sm">No orders match “{query}”.</Typography>
          </ListItem>
        )}
      </List>
    </Stack>
  );
}

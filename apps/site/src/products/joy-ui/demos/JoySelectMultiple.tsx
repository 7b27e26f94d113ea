import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const statuses = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'];

const orders = [
  { id: 'ORD-2201', status: 'Paid' },
  { id: 'ORD-2202', status: 'Shipped' },
  { id: 'ORD-2203', status: 'Pending' },
  { id: 'ORD-2204', status: 'Shipped' },
  { id: 'ORD-2205', status: 'Delivered' },
  { id: 'ORD-2206', status: 'Refunded' },
  { id: 'ORD-2207', status: 'Paid' },
];

export default function JoySelectMultiple() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const matches = orders.filter(
    (order) => selected.length === 0 || selected.includes(order.status),
  );

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Order status</FormLabel>
        <Select
          multiple
          placeholder="All statuses"
          sx={{ '--Select-placeholderOpacity': 0.75 }}
          value={selected}
          onChange={(_event, newValue) => setSelected(newValue)}
          renderValue={(options) => (
            <Stack direction="row" spacing={0.5}>
              {options.map((option) => (
                <Chip key={option.value} size="sm" variant="soft" color="primary">
                  {option.label}
                </Chip>
              ))}
            </Stack>
          )}
        >
          {statuses.map((status) => (
            <Option key={status} value={status}>
              {status}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Typography level="body-sm" role="status">
        Showing {matches.length} of {orders.length} orders:{' '}
        {matches.map((order) => order.id).join(', ')}
      </Typography>
    </Stack>
  );
}

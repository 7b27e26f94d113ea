import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const statuses = ['Processing', 'Shipped', 'Delivered', 'Returned'] as const;
type Status = (typeof statuses)[number];

const orders: { id: string; status: Status }[] = [
  { id: 'SO-1042', status: 'Processing' },
  { id: 'SO-1043', status: 'Shipped' },
  { id: 'SO-1044', status: 'Shipped' },
  { id: 'SO-1045', status: 'Delivered' },
  { id: 'SO-1046', status: 'Delivered' },
  { id: 'SO-1047', status: 'Delivered' },
  { id: 'SO-1048', status: 'Returned' },
];

export default function JoyChipFilter() {
  const [selected, setSelected] = React.useState<Status[]>(['Shipped']);
  const headingId = React.useId();
  const visible = orders.filter(
    (order) => selected.length === 0 || selected.includes(order.status),
  );

  const toggle = (status: Status, checked: boolean) =>
    setSelected((list) => (checked ? [...list, status] : list.filter((item) => item !== status)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} level="title-sm">
        Order status
      </Typography>
      <Box
        role="group"
        aria-labelledby={headingId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {statuses.map((status) => {
          const checked = selected.includes(status);
          return (
            <Chip
              key={status}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <Check /> : null}
            >
              <Checkbox
                overlay
                disableIcon
                variant={checked ? 'soft' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                label={status}
                checked={checked}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  toggle(status, event.target.checked)
                }
              />
            </Chip>
          );
        })}
      </Box>
      <Typography level="body-sm" role="status">
        {selected.length === 0 ? 'No filter: ' : ''}
        {visible.length} of {orders.length} orders: {visible.map((order) => order.id).join(', ')}
      </Typography>
    </Box>
  );
}

import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'open' | 'in-review' | 'merged' | 'closed';
const statuses: Status[] = ['open', 'in-review', 'merged', 'closed'];

export default function ChipFilter() {
  const [active, setActive] = React.useState<Set<Status>>(() => new Set<Status>(['open']));

  const toggle = (status: Status) => {
    setActive((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="group" aria-label="Filter by status">
        {statuses.map((status) => (
          <Chip
            key={status}
            label={status}
            clickable
            aria-pressed={active.has(status)}
            color={active.has(status) ? 'primary' : 'default'}
            variant={active.has(status) ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Showing: {active.size === 0 ? 'everything' : [...active].join(', ')}
      </Typography>
    </Stack>
  );
}

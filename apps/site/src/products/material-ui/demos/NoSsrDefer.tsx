import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const orders = ['#10482 · Delivered', '#10455 · Delivered', '#10391 · Returned'];

function Panel({ title, defer }: { title: string; defer: boolean }) {
  const fallback = (
    <Stack spacing={0.5}>
      {orders.map((order) => (
        <Skeleton key={order} variant="rounded" height={28} />
      ))}
    </Stack>
  );
  return (
    <Box sx={{ flex: '1 1 200px', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {title}
      </Typography>
      <NoSsr defer={defer} fallback={fallback}>
        <Stack spacing={0.5}>
          {orders.map((order) => (
            <Typography key={order} variant="body2" sx={{ height: 28, lineHeight: '28px' }}>
              {order}
            </Typography>
          ))}
        </Stack>
      </NoSsr>
    </Box>
  );
}

export default function NoSsrDefer() {
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setRun((n) => n + 1)}>
        Mount again
      </Button>
      <Box key={run} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <Panel title="Default (before paint)" defer={false} />
        <Panel title="defer (after paint)" defer />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Notice {
  id: number;
  text: string;
  isNew: boolean;
}

const incoming = [
  'Order #10491 was paid.',
  'Order #10492 is ready to ship.',
  'A customer asked about return times.',
];

export default function TransitionAppear() {
  const [notices, setNotices] = React.useState<Notice[]>([
    { id: 1, text: 'Order #10490 was delivered.', isNew: false },
  ]);

  const add = () => {
    setNotices((prev) => {
      const text = incoming[(prev.length - 1) % incoming.length] ?? 'New order received.';
      return [{ id: prev.length + 1, text, isNew: true }, ...prev];
    });
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Simulate a notification
      </Button>
      <Stack spacing={1} role="log" aria-label="Notifications">
        {notices.map((notice) => (
          // New items animate as they mount (appear); the first one was prerendered, so it does not.
          <Grow key={notice.id} in appear={notice.isNew} style={{ transformOrigin: '0 0' }}>
            <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
              <Typography variant="body2">{notice.text}</Typography>
            </Paper>
          </Grow>
        ))}
      </Stack>
    </Stack>
  );
}

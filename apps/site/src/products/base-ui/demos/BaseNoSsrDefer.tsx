import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// Fixed example data: 7 days × 24 hours of activity levels from 0 to 4.
const activity = Array.from({ length: 7 * 24 }, (_, index) => (index * 7 + (index % 5)) % 5);

function ActivityGrid() {
  return (
    <Box
      role="img"
      aria-label="Activity by hour over the last week"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', gap: '2px', maxWidth: 300 }}
    >
      {activity.map((level, index) => (
        <Box
          key={index}
          sx={{
            aspectRatio: '1',
            borderRadius: '2px',
            bgcolor: 'primary.main',
            opacity: 0.15 + level * 0.2,
          }}
        />
      ))}
    </Box>
  );
}

export default function BaseNoSsrDefer() {
  const [round, setRound] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Button variant="outlined" size="small" onClick={() => setRound((value) => value + 1)}>
        Mount again
      </Button>
      <NoSsr
        key={round}
        defer
        fallback={
          <Box sx={{ width: 300, maxWidth: '100%', height: 90, bgcolor: 'action.hover' }} />
        }
      >
        <ActivityGrid />
      </NoSsr>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProgressLinear() {
  const storageLabelId = React.useId();
  const [played, setPlayed] = React.useState(10);
  const [buffered, setBuffered] = React.useState(25);

  // Plays a pretend video: the buffer runs ahead of the playhead, then both start again.
  React.useEffect(() => {
    const id = setInterval(() => {
      setPlayed((current) => (current >= 100 ? 0 : current + 2));
      setBuffered((current) => (current >= 100 ? 15 : Math.min(current + 4, 100)));
    }, 400);
    return () => clearInterval(id);
  }, []);

  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <div>
        <Typography variant="body2" gutterBottom>
          Indeterminate: syncing your calendar
        </Typography>
        <LinearProgress aria-label="Syncing calendar" />
      </div>
      <div>
        <Typography variant="body2" gutterBottom id={storageLabelId}>
          Determinate: storage used
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress
              variant="determinate"
              value={64}
              aria-labelledby={storageLabelId}
              aria-valuetext="64%, 9.6 GB of 15 GB"
            />
          </Box>
          <Typography variant="body2" color="text.secondary" aria-hidden>
            64%
          </Typography>
        </Stack>
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          Buffer: video playback
        </Typography>
        <LinearProgress
          variant="buffer"
          value={Math.min(played, buffered)}
          valueBuffer={buffered}
          aria-label="Video playback"
        />
      </div>
    </Stack>
  );
}

import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyLinearProgressBasic() {
  const importId = React.useId();
  const lessonsId = React.useId();

  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Stack spacing={1}>
        <Typography id={importId} level="body-sm">
          Importing contacts from the CSV file…
        </Typography>
        <LinearProgress aria-labelledby={importId} />
      </Stack>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography id={lessonsId} level="body-sm">
            Course progress
          </Typography>
          <Typography level="body-sm" aria-hidden>
            9 of 12 lessons
          </Typography>
        </Stack>
        <LinearProgress
          determinate
          value={75}
          aria-labelledby={lessonsId}
          aria-valuetext="9 of 12 lessons"
        />
      </Stack>
      <LinearProgress
        determinate
        value={42}
        thickness={24}
        aria-label="Profile setup"
        aria-valuetext="42%"
        sx={{
          '--LinearProgress-radius': '8px',
          color: 'var(--joy-palette-primary-softActiveBg)',
        }}
      >
        <Typography level="body-xs" textColor="text.primary" sx={{ fontWeight: 'lg', zIndex: 1 }}>
          Profile setup: 42%
        </Typography>
      </LinearProgress>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// A fixed moment: 3 June 2025, 15:00 UTC.
const webinarStart = new Date(Date.UTC(2025, 5, 3, 15, 0));

// Rendered only in the browser, where the reader's own time zone is known.
function LocalStart() {
  const formatted = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(webinarStart);
  return <Typography sx={{ height: 24 }}>Starts {formatted} in your time zone</Typography>;
}

export default function NoSsrLocalTime() {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Webinar: planning your first marathon
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Tuesday 3 June 2025, 15:00 UTC
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" sx={{ height: 24, width: '80%' }} />}>
        <LocalStart />
      </NoSsr>
    </Box>
  );
}

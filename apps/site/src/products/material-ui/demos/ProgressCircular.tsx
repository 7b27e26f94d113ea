import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={value} size={56} aria-label={label} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {/* The progress bar already reports the value: don't read it twice. */}
        <Typography variant="caption" aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function ProgressCircular() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Loading invoices" />
        <Typography variant="caption">Indeterminate</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress variant="determinate" value={40} aria-label="Profile completion" />
        <Typography variant="caption">Determinate, 40</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgressWithLabel value={72} label="Backup progress" />
        <Typography variant="caption">With a label</Typography>
      </Stack>
    </Stack>
  );
}

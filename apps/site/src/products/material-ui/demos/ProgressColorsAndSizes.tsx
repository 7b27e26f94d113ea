import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'inherit'] as const;

export default function ProgressColorsAndSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={2}>
        {colors.map((color) => (
          <CircularProgress key={color} color={color} aria-label={`Loading (${color})`} />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-label="Loading, small" />
        <CircularProgress size="1.5rem" aria-label="Loading, medium" />
        <CircularProgress size={56} thickness={2} aria-label="Loading, large with a thin ring" />
        <CircularProgress size={56} thickness={6} aria-label="Loading, large with a thick ring" />
      </Stack>
      <LinearProgress color="secondary" aria-label="Loading (secondary)" />
      <LinearProgress
        variant="determinate"
        value={45}
        color="success"
        aria-label="Upload progress"
        sx={{ height: 10, borderRadius: 5, '& .MuiLinearProgress-bar': { borderRadius: 5 } }}
      />
    </Stack>
  );
}

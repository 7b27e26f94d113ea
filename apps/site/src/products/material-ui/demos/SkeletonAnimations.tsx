import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {animations.map(({ label, value }) => (
        <Stack key={label} spacing={1} sx={{ width: 180 }}>
          <Skeleton variant="rounded" height={72} animation={value} />
          <Skeleton animation={value} />
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            animation={label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

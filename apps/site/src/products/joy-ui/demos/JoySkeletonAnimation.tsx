import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function JoySkeletonAnimation() {
  return (
    <Stack spacing={3} aria-busy="true" sx={{ maxWidth: 360 }}>
      {animations.map((animation) => (
        <Stack key={animation.label} spacing={1}>
          <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
            animation={animation.label}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton
              variant="circular"
              animation={animation.value}
              width={40}
              height={40}
              sx={{ flexShrink: 0 }}
            />
            <Stack sx={{ flex: 1 }}>
              <Skeleton variant="text" level="title-sm" width="50%" animation={animation.value} />
              <Skeleton variant="text" level="body-sm" animation={animation.value} />
            </Stack>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 280 }}>
      {/* text: takes the height of the current font size, so size it with Typography. */}
      <Typography variant="h5">
        <Skeleton variant="text" width="60%" />
      </Typography>
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton variant="rectangular" width={96} height={56} />
        <Skeleton variant="rounded" width={96} height={56} />
      </Stack>
    </Stack>
  );
}

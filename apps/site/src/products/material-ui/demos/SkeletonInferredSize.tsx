import Avatar from '@mui/material/Avatar';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Profile({ loading }: { loading: boolean }) {
  const avatar = (
    <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      MK
    </Avatar>
  );
  const name = <Typography variant="h6">Maria Kovács</Typography>;
  const role = <Typography variant="body2">Site engineer, Budapest</Typography>;

  if (!loading) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {avatar}
        {name}
        {role}
      </Stack>
    );
  }
  // Each skeleton wraps the element it replaces: the element is hidden but still sets the size.
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Skeleton variant="circular">{avatar}</Skeleton>
      <Skeleton>{name}</Skeleton>
      <Skeleton>{role}</Skeleton>
    </Stack>
  );
}

export default function SkeletonInferredSize() {
  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1}>
        <Typography variant="overline" component="p" color="text.secondary">
          Loading
        </Typography>
        <Profile loading />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="overline" component="p" color="text.secondary">
          Loaded
        </Typography>
        <Profile loading={false} />
      </Stack>
    </Stack>
  );
}

import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Caption({ children }: { children: string }) {
  return (
    <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
      {children}
    </Typography>
  );
}

export default function JoySkeletonVariants() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
    >
      <Stack spacing={1}>
        <Caption>overlay (the default)</Caption>
        <AspectRatio ratio="16/9" sx={{ borderRadius: 'sm' }}>
          <Skeleton />
        </AspectRatio>
        <Avatar>
          <Skeleton />
        </Avatar>
      </Stack>
      <Stack spacing={1}>
        <Caption>circular and rectangular</Caption>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Skeleton variant="rectangular" width={120} height={48} />
        </Stack>
      </Stack>
      <Stack spacing={1}>
        <Caption>text</Caption>
        <Skeleton variant="text" level="title-md" width="60%" />
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" width="80%" />
      </Stack>
      <Stack spacing={1}>
        <Caption>inline</Caption>
        <Typography level="body-sm">
          <Skeleton aria-hidden>Order shipped on 12 May</Skeleton>
        </Typography>
        <Typography level="body-sm">
          Total: <Skeleton aria-hidden>€ 248.90</Skeleton>
        </Typography>
      </Stack>
    </Box>
  );
}

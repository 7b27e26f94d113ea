import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import InboxIcon from '@mui/icons-material/Inbox';
import AssignmentIcon from '@mui/icons-material/Assignment';

const sizes = [24, 32, 40, 56];
const variants = [
  { variant: 'circular', icon: <FolderIcon /> },
  { variant: 'rounded', icon: <InboxIcon /> },
  { variant: 'square', icon: <AssignmentIcon /> },
] as const;

export default function AvatarVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Avatar
            key={size}
            role="img"
            aria-label="Amara Okafor"
            // Scale the letters with the circle: about 40% of the size reads well.
            sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
          >
            AO
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={3}>
        {variants.map(({ variant, icon }) => (
          <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
            <Avatar
              variant={variant}
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              {icon}
            </Avatar>
            <Typography variant="caption" color="text.secondary">
              {variant}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

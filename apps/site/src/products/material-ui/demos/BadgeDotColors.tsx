import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { BadgeProps } from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

const colours: NonNullable<BadgeProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'warning',
  'info',
  'error',
];
const people = [
  { name: 'Amara Okafor', initials: 'AO', online: true },
  { name: 'Lukas Becker', initials: 'LB', online: false },
];

export default function BadgeDotColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ pt: 1 }}>
        {colours.map((colour) => (
          <Stack key={colour} spacing={1} sx={{ alignItems: 'center' }}>
            <Badge
              badgeContent={7}
              color={colour}
              role="img"
              aria-label={`${colour} badge showing 7`}
            >
              <NotificationsIcon color="action" />
            </Badge>
            <Typography variant="caption">{colour}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3}>
        {people.map((person) => (
          <Stack key={person.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Badge
              variant="dot"
              color="success"
              invisible={!person.online}
              overlap="circular"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            >
              <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {person.initials}
              </Avatar>
            </Badge>
            <div>
              <Typography variant="subtitle2" component="div">
                {person.name}
              </Typography>
              {/* The dot alone says nothing to a screen reader or to colour-blind readers. */}
              <Typography variant="caption" color="text.secondary">
                {person.online ? 'Online' : 'Offline'}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

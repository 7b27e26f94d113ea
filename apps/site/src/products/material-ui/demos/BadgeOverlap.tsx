import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'top', horizontal: 'left' },
];

export default function BadgeOverlap() {
  return (
    <Stack spacing={4} sx={{ p: 1 }}>
      <Stack direction="row" spacing={4}>
        {corners.map((corner) => (
          <Badge
            key={`${corner.vertical}-${corner.horizontal}`}
            badgeContent={3}
            color="secondary"
            anchorOrigin={corner}
          >
            <Box sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'action.selected' }} />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        {/* A rectangular badge on a circle floats off the edge ... */}
        <Badge badgeContent={3} color="secondary">
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            AO
          </Avatar>
        </Badge>
        {/* ... overlap="circular" moves it onto the circle's outline. */}
        <Badge badgeContent={3} color="secondary" overlap="circular">
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            AO
          </Avatar>
        </Badge>
        <Badge variant="dot" color="error" overlap="circular">
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            AO
          </Avatar>
        </Badge>
      </Stack>
    </Stack>
  );
}

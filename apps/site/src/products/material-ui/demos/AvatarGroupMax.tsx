import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = [
  'Amara Okafor',
  'Lukas Becker',
  'Sofía Martínez',
  'Hiroshi Tanaka',
  'Priya Natarajan',
  'Noah Williams',
  'Ines Duarte',
];
const colours = ['primary', 'secondary', 'success', 'info'] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

// The group is laid out in row-reverse: justifyContent 'flex-end' keeps it at the start.
// The surplus avatar ("+4") has a grey default background; give it readable theme colours.
const surplus = { sx: { bgcolor: 'text.secondary', color: 'background.paper', fontSize: 16 } };

export default function AvatarGroupMax() {
  const renderAvatar = (name: string, index: number) => {
    const colour = colours[index % colours.length];
    return (
      <Avatar key={name} sx={{ bgcolor: `${colour}.main`, color: `${colour}.contrastText` }}>
        {initials(name)}
      </Avatar>
    );
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          Reviewers (max=4, seven children)
        </Typography>
        {/* One image for the whole group, so every name is announced, in order. */}
        <AvatarGroup
          max={4}
          role="img"
          aria-label={`${reviewers.length} reviewers: ${reviewers.join(', ')}`}
          slotProps={{ surplus }}
          sx={{ justifyContent: 'flex-end' }}
        >
          {reviewers.map(renderAvatar)}
        </AvatarGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          Watchers (total=24, three children)
        </Typography>
        <AvatarGroup
          total={24}
          role="img"
          aria-label={`24 watchers, including ${reviewers.slice(0, 3).join(', ')}`}
          slotProps={{ surplus }}
          sx={{ justifyContent: 'flex-end' }}
        >
          {reviewers.slice(0, 3).map(renderAvatar)}
        </AvatarGroup>
      </Stack>
    </Stack>
  );
}

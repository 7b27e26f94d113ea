import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Comment {
  author: string;
  initials: string;
  colour: 'primary' | 'success';
  posted: string;
  text: string;
}

const comments: Comment[] = [
  {
    author: 'Amara Okafor',
    initials: 'AO',
    colour: 'primary',
    posted: '2 hours ago',
    text: 'The new checkout copy reads much better. Can we ship it with Thursday’s release?',
  },
  {
    author: 'Lukas Becker',
    initials: 'LB',
    colour: 'success',
    posted: '45 minutes ago',
    text: 'Yes, once the German and French translations are in. I have asked the team.',
  },
];

export default function AvatarComments() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
      {comments.map((comment) => (
        <Stack key={comment.author} component="article" direction="row" spacing={1.5}>
          {/* The name is written next to it, so the avatar is decoration for screen readers. */}
          <Avatar
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              fontSize: 15,
              bgcolor: `${comment.colour}.main`,
              color: `${comment.colour}.contrastText`,
            }}
          >
            {comment.initials}
          </Avatar>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography variant="subtitle2" component="h3">
                {comment.author}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {comment.posted}
              </Typography>
            </Stack>
            <Typography variant="body2">{comment.text}</Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

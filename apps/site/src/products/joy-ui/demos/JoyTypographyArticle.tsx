import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyTypographyArticle() {
  return (
    <Box component="article" sx={{ maxWidth: 620 }}>
      <Box component="header">
        <Typography level="body-sm" color="primary" fontWeight="lg" sx={{ mb: 1 }}>
          Engineering blog · Logistics
        </Typography>
        {/* The real heading level follows the page outline; the look comes from `level`. */}
        <Typography component="h3" level="h1" sx={{ mb: 1.5 }}>
          How we cut delivery estimates from five days to two
        </Typography>
        <Typography level="body-lg" textColor="text.secondary" sx={{ mb: 2 }}>
          Rebuilding the routing service around regional hubs took six months. Here is what changed,
          what broke along the way and what we would do differently.
        </Typography>
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <Avatar size="sm" variant="soft" color="primary">
            AO
          </Avatar>
          <div>
            <Typography level="title-sm">Amara Okafor</Typography>
            <Typography level="body-xs">
              Staff engineer · <time dateTime="2024-05-14">14 May 2024</time> · 9 min read
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            <Chip size="sm" variant="outlined">
              Routing
            </Chip>
            <Chip size="sm" variant="outlined">
              Performance
            </Chip>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}

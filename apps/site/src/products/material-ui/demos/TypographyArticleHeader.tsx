import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function TypographyArticleHeader() {
  return (
    <Box component="header" sx={{ maxWidth: 560 }}>
      {/* overline looks like a label; component="p" gives it a paragraph instead of a bare span. */}
      <Typography variant="overline" component="p" color="primary">
        Engineering blog
      </Typography>
      {/* variant sets the size, component the level: h3 is the next level on this page.
          On an article page of your own, the title would be the h1. */}
      <Typography variant="h4" component="h3" gutterBottom>
        How we cut our checkout bundle in half
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" gutterBottom>
        Code splitting, a smaller date library and one very large image we forgot about.
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        Amara Okafor · 8 min read · Updated 3 June 2024
      </Typography>
    </Box>
  );
}

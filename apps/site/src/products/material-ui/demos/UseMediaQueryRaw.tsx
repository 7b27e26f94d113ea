import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

function QueryRow({ query, matches }: { query: string; matches: boolean }) {
  return (
    <ListItem divider>
      <ListItemText primary={query} primaryTypographyProps={{ sx: { fontFamily: 'monospace' } }} />
      <Chip
        size="small"
        label={matches ? 'matches' : 'no match'}
        // Outlined in both states: a filled small success chip is under 4.5:1 in dark mode.
        color={matches ? 'success' : 'default'}
        variant="outlined"
      />
    </ListItem>
  );
}

export default function UseMediaQueryRaw() {
  const wide = useMediaQuery('(min-width: 600px)');
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Most readers of this page have a mouse, so assume one until the browser says otherwise.
  const canHover = useMediaQuery('(hover: hover)', { defaultMatches: true });

  return (
    <List dense sx={{ maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      <QueryRow query="(min-width: 600px)" matches={wide} />
      <QueryRow query="(prefers-color-scheme: dark)" matches={dark} />
      <QueryRow query="(prefers-reduced-motion: reduce)" matches={lessMotion} />
      <QueryRow query="(hover: hover)" matches={canHover} />
    </List>
  );
}

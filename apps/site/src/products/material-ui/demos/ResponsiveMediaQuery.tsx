import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const keys: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function ResponsiveMediaQuery() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const prefersLessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        // A CSS-only responsive value: one column, then two from the sm breakpoint.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography>Layout: {isDesktop ? 'desktop (md and up)' : 'compact (below md)'}</Typography>
      <Typography>Reduced motion: {prefersLessMotion ? 'yes' : 'no'}</Typography>
      <Typography sx={{ gridColumn: '1 / -1' }} variant="body2" color="text.secondary">
        Breakpoints in this theme:{' '}
        {keys.map((key) => `${key} ≥ ${theme.breakpoints.values[key]}px`).join(', ')}
      </Typography>
    </Box>
  );
}

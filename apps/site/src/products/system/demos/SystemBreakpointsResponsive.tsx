import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';

const labels: Record<Breakpoint, string> = {
  xs: 'xs: below 600px',
  sm: 'sm: 600px and up',
  md: 'md: 900px and up',
  lg: 'lg: 1200px and up',
  xl: 'xl: 1536px and up',
};

export default function SystemBreakpointsResponsive() {
  return (
    <Box
      sx={{
        p: { xs: 1, md: 3 },
        borderRadius: 1,
        // The colours change at each breakpoint: resize the window to watch them. Each
        // background takes its palette's contrastText, which reads in light and dark mode.
        bgcolor: {
          xs: 'error.main',
          sm: 'warning.main',
          md: 'success.main',
          lg: 'info.main',
          xl: 'primary.main',
        },
        color: {
          xs: 'error.contrastText',
          sm: 'warning.contrastText',
          md: 'success.contrastText',
          lg: 'info.contrastText',
          xl: 'primary.contrastText',
        },
        fontSize: { xs: 14, md: 18 },
      }}
    >
      {(Object.keys(labels) as Breakpoint[]).map((key) => (
        <Box key={key} sx={{ display: { xs: 'none', [key]: 'block' } }}>
          {labels[key]}
        </Box>
      ))}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// Smaller breakpoints for a product that targets tablets and small laptops.
const compact = createTheme({
  breakpoints: { values: { xs: 0, sm: 480, md: 720, lg: 960, xl: 1200 } },
});

function withCompactBreakpoints(outerTheme: Theme): Theme {
  return { ...outerTheme, breakpoints: compact.breakpoints };
}

function MeasuredContainer({ label }: { label: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(Math.round(node.getBoundingClientRect().width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Container
      ref={ref}
      maxWidth="sm"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ py: 1.5, typography: 'body2' }}>
        {label}: {width === null ? '…' : `${width}px wide`}
      </Box>
    </Container>
  );
}

export default function SystemContainerTheme() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        bgcolor: 'action.hover',
      }}
    >
      <MeasuredContainer label="Default breakpoints (sm: 600px)" />
      <ThemeProvider theme={withCompactBreakpoints}>
        <MeasuredContainer label="Custom breakpoints (sm: 480px)" />
      </ThemeProvider>
    </Box>
  );
}

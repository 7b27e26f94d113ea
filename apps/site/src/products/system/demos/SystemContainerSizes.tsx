import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Breakpoint } from '@mui/material/styles';

function SizedContainer({ maxWidth }: { maxWidth: Breakpoint | false }) {
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
      maxWidth={maxWidth}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ py: 1, typography: 'body2', display: 'flex', justifyContent: 'space-between' }}>
        <code>maxWidth={maxWidth === false ? '{false}' : `"${maxWidth}"`}</code>
        <span>{width === null ? '' : `${width}px`}</span>
      </Box>
    </Container>
  );
}

const sizes: (Breakpoint | false)[] = ['xs', 'sm', 'md', 'lg', 'xl', false];

export default function SystemContainerSizes() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {sizes.map((size) => (
        <SizedContainer key={String(size)} maxWidth={size} />
      ))}
    </Box>
  );
}

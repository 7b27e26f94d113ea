import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

function Readout({ fixed }: { fixed: boolean }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [maxWidth, setMaxWidth] = React.useState('');

  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const update = () => setMaxWidth(getComputedStyle(node).maxWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  return (
    <Container
      ref={ref}
      fixed={fixed}
      maxWidth={false}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ py: 1.5, typography: 'body2' }}>
        <strong>{fixed ? 'fixed' : 'fluid'}</strong>, max-width: {maxWidth}
      </Box>
    </Container>
  );
}

export default function SystemContainerFixed() {
  const [windowWidth, setWindowWidth] = React.useState<number | null>(null);

  React.useEffect(() => {
    const update = () => setWindowWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

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
      <Box sx={{ typography: 'body2', px: 1 }}>
        Window width: {windowWidth === null ? '…' : `${windowWidth}px`}
      </Box>
      <Readout fixed={false} />
      <Readout fixed />
    </Box>
  );
}

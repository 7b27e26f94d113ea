import * as React from 'react';
import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function JoyContainerFixed() {
  const [fixed, setFixed] = React.useState(true);
  const [windowWidth, setWindowWidth] = React.useState<number | null>(null);
  const [maxWidth, setMaxWidth] = React.useState('');
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const update = () => {
      setWindowWidth(window.innerWidth);
      setMaxWidth(getComputedStyle(node).maxWidth);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [fixed]);

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography
        component="label"
        level="body-md"
        startDecorator={
          <Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        fixed
      </Typography>
      <Box sx={{ bgcolor: 'background.level1', borderRadius: 'sm', py: 2 }}>
        <Container
          ref={ref}
          fixed={fixed}
          maxWidth={false}
          sx={{
            bgcolor: 'background.surface',
            border: '1px dashed',
            borderColor: 'neutral.outlinedBorder',
          }}
        >
          <Typography level="body-sm" sx={{ py: 2, color: 'text.primary' }} aria-live="polite">
            {windowWidth === null
              ? 'Measuring…'
              : `Window: ${windowWidth}px. Container max-width: ${maxWidth}.`}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

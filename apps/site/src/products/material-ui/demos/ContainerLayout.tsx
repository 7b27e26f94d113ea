import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ContainerLayout() {
  const [fixed, setFixed] = React.useState<boolean>(false);
  const [disableGutters, setDisableGutters] = React.useState<boolean>(false);
  const [width, setWidth] = React.useState<number | null>(null);
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const observer = new ResizeObserver(() =>
      setWidth(Math.round(node.getBoundingClientRect().width)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const containerProps = { maxWidth: 'md' as const, fixed, disableGutters };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={fixed} onChange={(_e, v) => setFixed(v)} />}
          label="fixed"
        />
        <FormControlLabel
          control={<Switch checked={disableGutters} onChange={(_e, v) => setDisableGutters(v)} />}
          label="disableGutters"
        />
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        {/* The band's background runs edge to edge; its content lines up with the page below. */}
        <Box sx={{ bgcolor: 'action.selected', py: 1.5 }}>
          <Container {...containerProps}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 'bold' }}>Greenhouse</Typography>
              <Typography variant="body2">Shop · Guides · Account</Typography>
            </Stack>
          </Container>
        </Box>
        <Container ref={ref} {...containerProps} sx={{ py: 2 }}>
          <Typography variant="h6" component="h3">
            Seasonal guides
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Container width: {width === null ? '…' : `${width}px`}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

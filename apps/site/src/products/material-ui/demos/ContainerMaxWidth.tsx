import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Option = 'xs' | 'sm' | 'md' | 'none';
const options: Option[] = ['xs', 'sm', 'md', 'none'];

export default function ContainerMaxWidth() {
  const [option, setOption] = React.useState<Option>('sm');
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

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Container maxWidth"
        value={option}
        onChange={(_e, next: Option | null) => next && setOption(next)}
        sx={{ mb: 2 }}
      >
        {options.map((value) => (
          <ToggleButton key={value} value={value}>
            {value === 'none' ? 'false' : value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The dashed frame stands for the page; the tinted area is the Container. */}
      <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', py: 2 }}>
        <Container
          ref={ref}
          maxWidth={option === 'none' ? false : option}
          sx={{ bgcolor: 'action.hover' }}
        >
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Width: {width === null ? '…' : `${width}px`}
          </Typography>
          <Typography variant="h6" component="h3">
            Planting bulbs for spring
          </Typography>
          <Typography variant="body2" sx={{ pb: 2 }}>
            Plant tulips and daffodils in autumn, once the soil has cooled, at about three times the
            depth of the bulb. Pointed end up, a hand&apos;s width apart, then water them in well.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const options = ['xs', 'sm', 'md', 'lg', 'xl', 'false'] as const;
type Option = (typeof options)[number];

export default function JoyContainerMaxWidth() {
  const [option, setOption] = React.useState<Option>('sm');
  const [measure, setMeasure] = React.useState('');
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const update = () => {
      const width = Math.round(node.getBoundingClientRect().width);
      setMeasure(`${width}px wide, max-width: ${getComputedStyle(node).maxWidth}`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [option]);

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel>maxWidth</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={option}
          onChange={(event) => setOption(event.target.value as Option)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {options.map((value) => (
            <Radio key={value} value={value} label={value} sx={{ m: 0 }} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ bgcolor: 'background.level1', borderRadius: 'sm', py: 2 }}>
        <Container
          ref={ref}
          maxWidth={option === 'false' ? false : option}
          sx={{
            bgcolor: 'background.surface',
            border: '1px dashed',
            borderColor: 'neutral.outlinedBorder',
          }}
        >
          <Typography level="body-sm" sx={{ py: 2, color: 'text.primary' }} aria-live="polite">
            {measure || 'Measuring…'}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { name: 'Bass', value: 4 },
  { name: 'Mid', value: 0 },
  { name: 'Treble', value: -2 },
];

function formatGain(value: number): string {
  return `${value > 0 ? '+' : ''}${value} dB`;
}

export default function SliderVertical() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 180 }}>
      {bands.map((band) => (
        <Box
          key={band.name}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
        >
          <Slider
            orientation="vertical"
            aria-label={band.name}
            defaultValue={band.value}
            min={-12}
            max={12}
            step={1}
            marks={[{ value: 0 }]}
            valueLabelDisplay="auto"
            valueLabelFormat={formatGain}
            getAriaValueText={formatGain}
          />
          <Typography variant="caption" sx={{ mt: 1 }}>
            {band.name}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function ChartGaugeBasic() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Gauge width={140} height={140} value={64} aria-label="Tasks done" aria-valuetext="64%" />
      <Gauge
        width={140}
        height={140}
        value={3}
        valueMin={1}
        valueMax={5}
        aria-label="Average rating"
        aria-valuetext="3 out of 5"
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function ChartGaugeArcs() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Gauge
        width={140}
        height={100}
        value={72}
        startAngle={-90}
        endAngle={90}
        aria-label="Half circle, 72%"
      />
      <Gauge
        width={140}
        height={120}
        value={72}
        startAngle={-120}
        endAngle={120}
        innerRadius="75%"
        cornerRadius="50%"
        aria-label="Open ring with rounded ends, 72%"
      />
      <Gauge
        width={140}
        height={140}
        value={72}
        innerRadius="55%"
        outerRadius="90%"
        aria-label="Thick full ring, 72%"
      />
    </Stack>
  );
}

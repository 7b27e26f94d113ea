import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieSeriesType, PieValueType } from '@mui/x-charts/models';

const energy: PieValueType[] = [
  { id: 'wind', value: 38, label: 'Wind' },
  { id: 'solar', value: 21, label: 'Solar' },
  { id: 'hydro', value: 17, label: 'Hydro' },
  { id: 'gas', value: 24, label: 'Gas' },
];

const shapes: { title: string; series: Omit<PieSeriesType, 'type'> }[] = [
  { title: 'Pie', series: { data: energy } },
  { title: 'Donut', series: { data: energy, innerRadius: 40, paddingAngle: 2, cornerRadius: 3 } },
  {
    title: 'Half donut',
    series: { data: energy, innerRadius: 40, startAngle: -90, endAngle: 90, cy: '75%' },
  },
];

// The same data in three shapes. The charts are a fixed size, small enough for a phone, and
// share one legend: the first chart's.
export default function ChartPieShapes() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      {shapes.map(({ title, series }, index) => (
        <Box key={title} sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2" component="p">
            {title}
          </Typography>
          <PieChart
            width={index === 0 ? 300 : 180}
            height={180}
            margin={{ top: 10, bottom: 10, left: 10, right: index === 0 ? 130 : 10 }}
            series={[{ ...series, valueFormatter: (item) => `${item.value}%` }]}
            slotProps={{ legend: { hidden: index !== 0 } }}
          />
        </Box>
      ))}
    </Stack>
  );
}

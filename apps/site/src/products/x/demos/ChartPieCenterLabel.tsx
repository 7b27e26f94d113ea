import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'photos', value: 61, label: 'Photos' },
  { id: 'videos', value: 38, label: 'Videos' },
  { id: 'documents', value: 9, label: 'Documents' },
  { id: 'free', value: 20, label: 'Free', color: '#9e9e9e' },
];
const used = storage
  .filter((item) => item.id !== 'free')
  .reduce((sum, item) => sum + item.value, 0);

// Children of a chart are drawn inside its SVG: a label centred in the drawing area, in the
// hole of the donut. The theme gives it the page's text colour in both colour schemes.
function CenterLabel({ children }: { children: string }) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      style={{ fill: (theme.vars ?? theme).palette.text.primary, fontSize: 15, fontWeight: 700 }}
    >
      {children}
    </text>
  );
}

export default function ChartPieCenterLabel() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', width: '100%' }}>
      <PieChart
        width={330}
        height={220}
        margin={{ top: 10, bottom: 10, left: 10, right: 130 }}
        series={[
          {
            data: storage,
            innerRadius: 64,
            outerRadius: 88,
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
      >
        <CenterLabel>{`${used} of 128 GB`}</CenterLabel>
      </PieChart>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 1150, label: 'Rent' },
  { id: 'food', value: 420, label: 'Food' },
  { id: 'transport', value: 160, label: 'Transport' },
  { id: 'savings', value: 300, label: 'Savings' },
  { id: 'phone', value: 35, label: 'Phone' },
  { id: 'other', value: 180, label: 'Other' },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

// Each slice carries its share as a label; slices too thin for one (under 25°) go without, and
// the tooltip still gives their exact amount.
export default function ChartPieLabels() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', width: '100%' }}>
      <PieChart
        width={320}
        height={300}
        margin={{ top: 10, bottom: 90, left: 10, right: 10 }}
        series={[
          {
            data: budget,
            outerRadius: 100,
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `€${item.value} a month`,
          },
        ]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
            itemGap: 8,
          },
        }}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 700, fontSize: 13 },
        }}
      />
    </Box>
  );
}

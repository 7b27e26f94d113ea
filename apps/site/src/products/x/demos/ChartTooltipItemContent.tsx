import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';

const storage = [
  { id: 'photos', value: 46.2, label: 'Photos' },
  { id: 'video', value: 31.5, label: 'Video' },
  { id: 'docs', value: 8.4, label: 'Documents' },
  { id: 'backups', value: 21.9, label: 'Backups' },
];
const total = storage.reduce((sum, item) => sum + item.value, 0);

function StorageTooltip({ itemData, getColor }: ChartsItemContentProps<'pie'>) {
  const { dataIndex } = itemData;
  const slice = dataIndex === undefined ? undefined : storage[dataIndex];
  if (dataIndex === undefined || slice === undefined) return null;
  const share = Math.round((slice.value / total) * 100);
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: getColor(dataIndex) }} />
        <Typography variant="subtitle2">{slice.label}</Typography>
      </Box>
      <Typography variant="body2">
        {slice.value} GB · {share}% of used space
      </Typography>
    </Paper>
  );
}

export default function ChartTooltipItemContent() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <PieChart
        width={300}
        height={260}
        series={[{ data: storage, innerRadius: 50, paddingAngle: 2, cornerRadius: 4 }]}
        margin={{ top: 20, bottom: 90, left: 20, right: 20 }}
        slots={{ itemContent: StorageTooltip }}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
            itemMarkWidth: 12,
            itemMarkHeight: 12,
          },
        }}
      />
    </Box>
  );
}

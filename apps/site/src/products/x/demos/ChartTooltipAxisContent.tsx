import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisContentProps } from '@mui/x-charts/ChartsTooltip';

// The server cannot measure the page: draw at this width there, then fit the container. The
// redraw is a transition, so it never holds up what the reader is doing.
function useContainerWidth(initialWidth: number) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState(initialWidth);
  React.useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) {
        const next = Math.floor(entry.contentRect.width);
        React.startTransition(() => setWidth(next));
      }
    });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// Revenue and costs per month, € thousands.
const results = [
  { month: 'Jan', revenue: 84, costs: 71 },
  { month: 'Feb', revenue: 91, costs: 74 },
  { month: 'Mar', revenue: 103, costs: 80 },
  { month: 'Apr', revenue: 97, costs: 85 },
  { month: 'May', revenue: 112, costs: 88 },
  { month: 'Jun', revenue: 126, costs: 93 },
];

const euros = (value: number) => `€${value}k`;

const lines = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'costs', label: 'Costs' },
] as const;

function MarginTooltip({ axisValue, dataIndex, series }: ChartsAxisContentProps) {
  const row = dataIndex == null ? undefined : results[dataIndex];
  if (dataIndex == null || row === undefined) return null;
  const margin = row.revenue - row.costs;
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, minWidth: 160 }}>
      <Typography variant="subtitle2">{String(axisValue)} 2024</Typography>
      {lines.map(({ key, label }) => (
        <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              width: 10,
              height: 10,
              borderRadius: 0.5,
              // Each series brings its colour getter, so the mark matches the bar.
              bgcolor: series.find((item) => item.id === key)?.getColor(dataIndex),
            }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          <Typography variant="body2">{euros(row[key])}</Typography>
        </Box>
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        Margin: {euros(margin)} ({Math.round((margin / row.revenue) * 100)}%)
      </Typography>
    </Paper>
  );
}

export default function ChartTooltipAxisContent() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={300}
        dataset={results}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: euros }]}
        series={[
          { id: 'revenue', dataKey: 'revenue', label: 'Revenue' },
          { id: 'costs', dataKey: 'costs', label: 'Costs' },
        ]}
        margin={{ left: 56 }}
        slots={{ axisContent: MarginTooltip }}
      />
    </Box>
  );
}

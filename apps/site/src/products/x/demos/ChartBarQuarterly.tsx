import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

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

const revenue = {
  quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
  lastYear: [42.5, 51.2, 47.8, 63.1],
  thisYear: [48.3, 59.6, 55.4, 71.9],
};

const euros = (value: number | null) => (value === null ? '' : `€${value.toFixed(1)}k`);

export default function ChartBarQuarterly() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={320}
        xAxis={[{ scaleType: 'band', data: revenue.quarters, label: 'Quarter' }]}
        yAxis={[{ label: 'Revenue (€ thousands)' }]}
        series={[
          { data: revenue.lastYear, label: '2023', valueFormatter: euros },
          { data: revenue.thisYear, label: '2024', valueFormatter: euros },
        ]}
        grid={{ horizontal: true }}
        borderRadius={4}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { startTransition, useEffect, useRef, useState } from 'react';

// The server cannot measure the page: draw at this width there, then fit the container. The
// redraw is a transition, so it never holds up what the reader is doing.
function useContainerWidth(initialWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) {
        const next = Math.floor(entry.contentRect.width);
        startTransition(() => setWidth(next));
      }
    });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Response times in milliseconds; the service promises under 300 ms.
const p95 = [180, 220, 340, 260, 410, 150, 140];

export default function ChartBarThresholds() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={300}
        margin={{ left: 70, right: 20, top: 20, bottom: 30 }}
        // Bars over the 300 ms promise are drawn in red, by value, through the axis colour map.
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} ms`,
            colorMap: { type: 'piecewise', thresholds: [300], colors: ['#2e7d32', '#d32f2f'] },
          },
        ]}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          { data: p95, label: 'p95 response time', valueFormatter: (value) => `${value} ms` },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

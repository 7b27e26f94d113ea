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

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function ChartBarStacked() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={300}
        margin={{ left: 50, right: 20, top: 50, bottom: 30 }}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        // Series with the same `stack` are drawn on top of each other: the bar is the week's total.
        series={[
          { label: 'Resolved', data: [42, 51, 38, 60, 57, 63], stack: 'tickets' },
          { label: 'Escalated', data: [8, 6, 11, 5, 7, 4], stack: 'tickets' },
          { label: 'Open', data: [12, 9, 15, 10, 8, 6], stack: 'tickets' },
        ]}
      />
    </Box>
  );
}

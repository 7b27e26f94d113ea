import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
// Adds the `zoom` option to the axis types (TypeScript only).
import type {} from '@mui/x-charts-pro/typeOverloads';

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

// 200 support tickets: how long the first reply took against the customer's rating.
const tickets = Array.from({ length: 200 }, (_, index) => {
  const replyHours = ((index * 53) % 97) / 4;
  const rating = Math.max(1, Math.min(5, 5 - replyHours / 8 + (((index * 29) % 13) - 6) / 8));
  return { id: index, x: Math.round(replyHours * 10) / 10, y: Math.round(rating * 10) / 10 };
});

export default function ChartZoomBothAxes() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ScatterChartPro
        width={width}
        height={340}
        xAxis={[{ id: 'reply', label: 'Hours to first reply', min: 0, zoom: true }]}
        yAxis={[{ id: 'rating', label: 'Customer rating', min: 1, max: 5, zoom: true }]}
        series={[
          {
            data: tickets,
            label: 'Tickets',
            markerSize: 3,
            valueFormatter: (point) => (point ? `${point.x} h, rated ${point.y}` : ''),
          },
        ]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}

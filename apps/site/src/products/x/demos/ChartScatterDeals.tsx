import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

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

// Closed deals: contract value (€ thousands) against the days it took to close them.
const toPoints = (group: string, values: number[], days: number[]) =>
  values.map((value, index) => ({ id: `${group}-${index}`, x: value, y: days[index] ?? 0 }));

const newCustomers = toPoints(
  'new',
  [12, 15, 22, 9, 30, 18, 26, 35, 14, 40, 21, 28],
  [18, 24, 31, 12, 45, 28, 39, 52, 20, 61, 26, 47],
);
const renewals = toPoints(
  'renewal',
  [20, 34, 45, 16, 52, 27, 61, 38, 24, 48],
  [8, 11, 15, 6, 19, 10, 21, 14, 9, 13],
);

const describe = (point: { x: number; y: number } | null) =>
  point ? `€${point.x}k, closed in ${point.y} days` : '';
const highlightScope = { highlighted: 'series', faded: 'global' } as const;

export default function ChartScatterDeals() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ScatterChart
        width={width}
        height={320}
        xAxis={[{ label: 'Contract value (€ thousands)', min: 0 }]}
        yAxis={[{ label: 'Days to close', min: 0 }]}
        series={[
          { data: newCustomers, label: 'New customers', valueFormatter: describe, highlightScope },
          { data: renewals, label: 'Renewals', valueFormatter: describe, highlightScope },
        ]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}

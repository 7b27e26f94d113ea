import Box from '@mui/material/Box';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
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

const stores = ['Lisbon', 'Porto', 'Faro', 'Braga', 'Coimbra'];
const sales = [48.2, 39.5, 12.8, 21.4, 3.1];

export default function ChartBarLabels() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={300}
        margin={{ left: 60, right: 20, top: 20, bottom: 30 }}
        xAxis={[{ scaleType: 'band', data: stores }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
        series={[{ data: sales, label: 'Sales (€k)', valueFormatter: (value) => `€${value}k` }]}
        // The value on each bar, unless the bar is too small to hold it.
        barLabel={(item, context) =>
          context.bar.height < 24 || context.bar.width < 32 ? null : String(item.value)
        }
        slotProps={{ legend: { hidden: true } }}
        // Dark text: the default teal is too light for white text to be readable on it.
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#000', fontWeight: 700 } }}
      />
    </Box>
  );
}

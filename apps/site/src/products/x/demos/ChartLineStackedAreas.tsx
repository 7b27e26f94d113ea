import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
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

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Electricity generated each month, in GWh.
const wind = [410, 380, 350, 290, 240, 210, 230, 260];
const solar = [40, 70, 130, 190, 250, 280, 270, 220];
const hydro = [160, 150, 170, 180, 175, 150, 130, 120];

export default function ChartLineStackedAreas() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={300}
        margin={{ left: 70, right: 20, top: 50, bottom: 30 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} GWh` }]}
        series={[
          { id: 'hydro', label: 'Hydro', data: hydro, area: true, stack: 'total', showMark: false },
          { id: 'wind', label: 'Wind', data: wind, area: true, stack: 'total', showMark: false },
          { id: 'solar', label: 'Solar', data: solar, area: true, stack: 'total', showMark: false },
        ].map((series) => ({ ...series, curve: 'monotoneX' as const }))}
      />
    </Box>
  );
}

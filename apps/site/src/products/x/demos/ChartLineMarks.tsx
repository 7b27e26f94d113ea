import Box from '@mui/material/Box';
import { LineChart, markElementClasses } from '@mui/x-charts/LineChart';
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
// Daily readings; Thursday's sensor was offline, so there is no value (null), not zero.
const readings = [18.2, 19.0, 19.6, null, 21.4, 22.1, 21.0];

export default function ChartLineMarks() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={280}
        margin={{ left: 70, right: 20, top: 50, bottom: 30 }}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            id: 'gap',
            label: 'Shows the gap',
            data: readings,
            valueFormatter: (value) => (value === null ? 'no reading' : `${value} °C`),
          },
          {
            id: 'joined',
            label: 'Joins across it',
            data: readings.map((value) => (value === null ? null : value - 3)),
            connectNulls: true,
            // Marks on the weekend only.
            showMark: ({ index }) => index >= 5,
            valueFormatter: (value) => (value === null ? 'no reading' : `${value} °C`),
          },
        ]}
        sx={{
          [`& .${markElementClasses.root}`]: { strokeWidth: 2, scale: '1.3' },
        }}
      />
    </Box>
  );
}

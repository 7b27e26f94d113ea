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

const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
// Actual revenue until Q2 24, then the forecast; the forecast starts at the last actual value
// so the two lines meet.
const actual = [1.2, 1.4, 1.5, 1.9, 1.8, 2.1, null, null];
const forecast = [null, null, null, null, null, 2.1, 2.3, 2.6];

export default function ChartLineForecast() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={300}
        margin={{ left: 70, right: 20, top: 50, bottom: 30 }}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}m` }]}
        series={[
          { id: 'actual', label: 'Actual', data: actual },
          { id: 'forecast', label: 'Forecast', data: forecast, showMark: false },
        ]}
        // Highlight the points of every series at the hovered quarter.
        axisHighlight={{ x: 'line' }}
        sx={{
          // Each line carries a class named after its series id.
          '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
        }}
      />
    </Box>
  );
}

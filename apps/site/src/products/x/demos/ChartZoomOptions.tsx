import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
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

// Orders per day over the second quarter, with a spring sale in the middle of May.
const days = Array.from({ length: 91 }, (_, index) => dayjs('2024-04-01').add(index, 'day'));
const orders = days.map((day, index) => {
  const sale = index >= 40 && index < 47 ? 260 : 0;
  const weekend = day.day() === 0 || day.day() === 6 ? -40 : 0;
  return 120 + Math.round(index * 0.8) + sale + weekend + ((index * 17) % 9) * 6;
});

export default function ChartZoomOptions() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChartPro
        width={width}
        height={320}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days.map((day) => day.format('D MMM')),
            label: 'Day (Q2 2024)',
            zoom: { minSpan: 8, step: 2, filterMode: 'discard' },
          },
        ]}
        yAxis={[{ label: 'Orders' }]}
        series={[{ data: orders, label: 'Orders per day' }]}
        margin={{ left: 70 }}
        sx={{
          [`.${axisClasses.left} .${axisClasses.label}`]: { transform: 'translateX(-12px)' },
        }}
      />
    </Box>
  );
}

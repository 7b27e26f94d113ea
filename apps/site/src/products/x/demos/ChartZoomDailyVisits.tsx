import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
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

// A year of daily visits: a seasonal wave, quieter weekends and some day-to-day variation.
const days = Array.from({ length: 366 }, (_, index) => dayjs('2024-01-01').add(index, 'day'));
const visits = days.map((day, index) => {
  const season = 900 * Math.sin(((index - 60) / 366) * 2 * Math.PI);
  const weekend = day.day() === 0 || day.day() === 6 ? -700 : 0;
  const variation = ((index * 37) % 11) * 45;
  return Math.round(3600 + season + weekend + variation);
});

export default function ChartZoomDailyVisits() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChartPro
        width={width}
        height={320}
        xAxis={[
          {
            id: 'days',
            data: days.map((day) => day.toDate()),
            scaleType: 'time',
            domainLimit: 'strict',
            zoom: true,
            label: 'Date (2024)',
            valueFormatter: (date: Date) => dayjs(date).format('D MMM'),
          },
        ]}
        yAxis={[{ label: 'Visits per day', valueFormatter: (value: number) => `${value / 1000}k` }]}
        series={[
          {
            data: visits,
            label: 'Visits',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        margin={{ left: 70 }}
        sx={{
          [`.${axisClasses.left} .${axisClasses.label}`]: { transform: 'translateX(-12px)' },
        }}
      />
    </Box>
  );
}

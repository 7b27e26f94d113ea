import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
// Adds the `zoom` option to the axis types (TypeScript only).
import type {} from '@mui/x-charts-pro/typeOverloads';
import type { ZoomData } from '@mui/x-charts-pro';

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

// Closing price of a share, day by day, over 250 days.
const days = Array.from({ length: 250 }, (_, index) => dayjs('2024-01-02').add(index, 'day'));
const prices = days.map(
  (_, i) => +(48 + i * 0.06 + 3 * Math.sin(i / 9) + (i % 7) * 0.3).toFixed(2),
);

const presets = [
  { label: 'Last 30 days', start: 88 },
  { label: 'Last quarter', start: 75 },
  { label: 'Whole period', start: 0 },
];

export default function ChartZoomControlled() {
  const { ref, width } = useContainerWidth(720);
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'days', start: 75, end: 100 }]);
  const { start, end } = zoom[0] ?? { start: 0, end: 100 };
  const dayAt = (percent: number) => days[Math.round((percent / 100) * (days.length - 1))];

  return (
    <Stack ref={ref} spacing={1} sx={{ width: '100%', overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoom([{ axisId: 'days', start: preset.start, end: 100 }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        width={width}
        height={300}
        zoom={zoom}
        onZoomChange={setZoom}
        xAxis={[
          {
            id: 'days',
            data: days.map((day) => day.toDate()),
            scaleType: 'time',
            domainLimit: 'strict',
            zoom: true,
            valueFormatter: (date: Date) => dayjs(date).format('D MMM'),
          },
        ]}
        yAxis={[{ label: 'Closing price (€)' }]}
        series={[{ data: prices, label: 'ACME shares', showMark: false }]}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {dayAt(start)?.format('D MMM')} to {dayAt(end)?.format('D MMM YYYY')}
      </Typography>
    </Stack>
  );
}

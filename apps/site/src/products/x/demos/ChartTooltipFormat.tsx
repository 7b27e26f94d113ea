import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

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

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Day-ahead electricity price in cents per kWh; the last hours are not published yet.
const price = [
  21.4,
  19.8,
  18.9,
  18.2,
  18.5,
  20.1,
  24.6,
  29.8,
  31.2,
  27.5,
  23.9,
  21.0,
  19.4,
  18.8,
  19.6,
  22.3,
  26.9,
  33.4,
  36.1,
  32.7,
  28.2,
  null,
  null,
  null,
];

const pad = (hour: number) => String(hour).padStart(2, '0');

// The same axis value reads differently on a tick and in the tooltip header.
function formatHour(hour: number, context: { location: 'tick' | 'tooltip' | 'legend' }) {
  return context.location === 'tick' ? pad(hour) : `${pad(hour)}:00–${pad(hour + 1)}:00`;
}

function formatPrice(value: number | null) {
  return value === null ? 'Not published yet' : `${value.toFixed(1)} ct/kWh`;
}

export default function ChartTooltipFormat() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={300}
        xAxis={[{ data: hours, scaleType: 'point', valueFormatter: formatHour, label: 'Hour' }]}
        yAxis={[{ label: 'ct/kWh' }]}
        series={[
          { data: price, label: 'Price', valueFormatter: formatPrice, showMark: false, area: true },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </Box>
  );
}

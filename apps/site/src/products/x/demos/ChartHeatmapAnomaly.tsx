import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
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

const years = ['2019', '2020', '2021', '2022', '2023'];
const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];
// Difference from the long-term average temperature, in °C.
const anomalies = [
  [0.6, 0.9, 1.2, 0.4],
  [1.4, 0.7, 0.8, 1.1],
  [-0.3, 0.2, 1.6, 0.5],
  [0.9, 1.3, 2.1, 1.5],
  [1.8, 1.0, 1.9, 2.2],
];
const data: HeatmapValueType[] = anomalies.flatMap((row, year) =>
  row.map((value, season): HeatmapValueType => [year, season, value]),
);

// A diverging scale: blue below the average, white at it, red above; the interpolation function
// receives the value's position between min and max (0 to 1).
function diverging(t: number) {
  const mix = (from: number, to: number, amount: number) => Math.round(from + (to - from) * amount);
  const middle = 1 / 3; // 0 °C on a scale from -1 to 2
  if (t < middle) {
    const amount = t / middle;
    return `rgb(${mix(33, 255, amount)}, ${mix(102, 255, amount)}, ${mix(172, 255, amount)})`;
  }
  const amount = (t - middle) / (1 - middle);
  return `rgb(${mix(255, 178, amount)}, ${mix(255, 24, amount)}, ${mix(255, 43, amount)})`;
}

export default function ChartHeatmapAnomaly() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <Heatmap
        width={width}
        height={260}
        margin={{ left: 70, right: 10, top: 10, bottom: 30 }}
        xAxis={[{ data: years }]}
        yAxis={[{ data: seasons }]}
        series={[
          {
            data,
            label: 'Anomaly',
            valueFormatter: (value) => {
              const degrees = value?.[2] ?? 0;
              return `${degrees > 0 ? '+' : ''}${degrees} °C`;
            },
          },
        ]}
        zAxis={[{ colorMap: { type: 'continuous', min: -1, max: 2, color: diverging } }]}
      />
    </Box>
  );
}

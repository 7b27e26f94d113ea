import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

const stations = ['Centre', 'Harbour', 'Airport', 'Park'];
const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];
// Fine particles (PM2.5, µg/m³) per station and hour.
const readings = [
  [8, 31, 22, 18, 38, 14],
  [11, 24, 27, 25, 29, 16],
  [14, 40, 33, 30, 44, 21],
  [5, 9, 12, 10, 13, 6],
];
const data: HeatmapValueType[] = readings.flatMap((row, station) =>
  row.map((value, hour): HeatmapValueType => [hour, station, value]),
);

// Three bands, as air-quality reports use: the colour says which band, the tooltip the value.
const levels = [
  { name: 'Good', range: 'under 15', color: '#2e7d32' },
  { name: 'Moderate', range: '15 to 30', color: '#f9a825' },
  { name: 'Poor', range: '30 and over', color: '#c62828' },
];

export default function ChartHeatmapLevels() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
        <Heatmap
          width={width}
          height={260}
          margin={{ left: 70, right: 10, top: 10, bottom: 30 }}
          xAxis={[{ data: hours }]}
          yAxis={[{ data: stations }]}
          series={[{ data, label: 'PM2.5', valueFormatter: (value) => `${value?.[2]} µg/m³` }]}
          zAxis={[
            {
              colorMap: {
                type: 'piecewise',
                thresholds: [15, 30],
                colors: levels.map((level) => level.color),
              },
            },
          ]}
        />
      </Box>
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {levels.map((level) => (
          <Stack
            component="li"
            key={level.name}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: level.color }} />
            <Typography variant="body2">
              {level.name} ({level.range} µg/m³)
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

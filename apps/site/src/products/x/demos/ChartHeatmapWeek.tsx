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

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['8–10', '10–12', '12–14', '14–16', '16–18', '18–20'];
// Support chats per day and time slot: each cell is [day index, slot index, chats].
const chats = [
  [12, 30, 22, 27, 24, 10],
  [14, 34, 25, 29, 21, 9],
  [11, 28, 31, 26, 23, 12],
  [13, 33, 24, 30, 25, 11],
  [9, 22, 18, 15, 12, 6],
  [2, 6, 8, 7, 5, 3],
  [1, 4, 5, 6, 4, 2],
];
const data: HeatmapValueType[] = chats.flatMap((row, day) =>
  row.map((value, slot): HeatmapValueType => [day, slot, value]),
);

export default function ChartHeatmapWeek() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <Heatmap
        width={width}
        height={300}
        margin={{ left: 60, right: 10, top: 10, bottom: 30 }}
        xAxis={[{ data: days }]}
        yAxis={[{ data: slots }]}
        series={[{ data, label: 'Chats', valueFormatter: (value) => `${value?.[2]} chats` }]}
        zAxis={[
          { colorMap: { type: 'continuous', min: 0, max: 35, color: ['#e3f2fd', '#0d47a1'] } },
        ]}
      />
    </Box>
  );
}

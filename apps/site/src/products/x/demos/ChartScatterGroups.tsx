import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
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

// Flipper and bill length of two penguin species (mm), a few birds each.
const adelie = [
  [181, 39.1],
  [186, 39.5],
  [195, 40.3],
  [193, 36.7],
  [190, 39.3],
  [182, 38.9],
  [191, 39.2],
  [198, 42.0],
].map(([x, y], id) => ({ id, x: x!, y: y! }));
const gentoo = [
  [211, 46.1],
  [230, 50.0],
  [210, 48.7],
  [218, 50.0],
  [215, 47.6],
  [219, 46.5],
  [222, 45.4],
  [228, 46.7],
].map(([x, y], id) => ({ id, x: x!, y: y! }));

export default function ChartScatterGroups() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ScatterChart
        width={width}
        height={300}
        margin={{ left: 60, right: 20, top: 50, bottom: 50 }}
        xAxis={[{ label: 'Flipper length (mm)', min: 175, max: 235 }]}
        yAxis={[{ min: 34, max: 52, valueFormatter: (value: number) => `${value} mm` }]}
        series={[
          { id: 'adelie', label: 'Adélie', data: adelie, markerSize: 5 },
          { id: 'gentoo', label: 'Gentoo', data: gentoo, markerSize: 5 },
        ]}
      />
    </Box>
  );
}

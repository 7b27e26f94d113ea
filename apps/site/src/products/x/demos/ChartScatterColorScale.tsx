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

// Flats for rent: size (m²) against rent (€), coloured by the building's age in years (z).
const flats = [
  { id: 1, x: 38, y: 820, z: 4 },
  { id: 2, x: 52, y: 1050, z: 12 },
  { id: 3, x: 61, y: 990, z: 48 },
  { id: 4, x: 75, y: 1480, z: 2 },
  { id: 5, x: 44, y: 760, z: 65 },
  { id: 6, x: 90, y: 1620, z: 30 },
  { id: 7, x: 68, y: 1190, z: 18 },
  { id: 8, x: 33, y: 640, z: 90 },
  { id: 9, x: 82, y: 1330, z: 55 },
  { id: 10, x: 57, y: 1220, z: 7 },
];

export default function ChartScatterColorScale() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ScatterChart
        width={width}
        height={300}
        margin={{ left: 70, right: 20, top: 20, bottom: 50 }}
        xAxis={[{ label: 'Size (m²)' }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
        // The z-axis maps each flat's age to a colour: new buildings dark blue, old ones orange.
        zAxis={[
          {
            id: 'age',
            min: 0,
            max: 90,
            colorMap: { type: 'continuous', min: 0, max: 90, color: ['#1a4e8a', '#f28e2b'] },
          },
        ]}
        series={[
          {
            id: 'flats',
            label: 'Flats',
            data: flats,
            zAxisId: 'age',
            valueFormatter: (point) => `${point.x} m², €${point.y}, ${point.z} years old`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

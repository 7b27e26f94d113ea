import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
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

// Long category names read best on the side: a horizontal chart, sorted by value.
const languages = [
  { language: 'English', speakers: 1456 },
  { language: 'Mandarin Chinese', speakers: 1138 },
  { language: 'Hindi', speakers: 610 },
  { language: 'Spanish', speakers: 559 },
  { language: 'Standard Arabic', speakers: 335 },
  { language: 'French', speakers: 310 },
];

export default function ChartBarHorizontal() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={300}
        layout="horizontal"
        dataset={languages}
        margin={{ left: 130, right: 20, top: 20, bottom: 30 }}
        yAxis={[{ scaleType: 'band', dataKey: 'language' }]}
        xAxis={[{ valueFormatter: (value: number) => `${value}m` }]}
        series={[
          {
            dataKey: 'speakers',
            label: 'Speakers (millions)',
            valueFormatter: (value) => `${value} million`,
          },
        ]}
        borderRadius={4}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

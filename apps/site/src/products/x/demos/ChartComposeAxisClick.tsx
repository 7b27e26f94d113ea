import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsOnAxisClickHandler } from '@mui/x-charts/ChartsOnAxisClickHandler';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
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

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const returns = [14, 9, 22, 11, 7, 16];
const reasons = [
  'Mostly wrong sizes after the January sale.',
  'A quiet month; no pattern.',
  'A batch of faulty zips on one jacket model.',
  'Mostly wrong sizes.',
  'The fewest returns of the half-year.',
  'Late deliveries during the courier strike.',
];

// A click anywhere in a month's column, not only on the bar, selects that month.
export default function ChartComposeAxisClick() {
  const { ref, width } = useContainerWidth(720);
  const [month, setMonth] = useState<number | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
        <ChartContainer
          width={width}
          height={240}
          margin={{ left: 40, right: 20, top: 20, bottom: 30 }}
          xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
          series={[{ type: 'bar', id: 'returns', data: returns, label: 'Returns' }]}
        >
          <ChartsAxisHighlight x="band" />
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsOnAxisClickHandler onAxisClick={(_, data) => setMonth(data?.dataIndex ?? null)} />
        </ChartContainer>
      </Box>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        {month === null
          ? 'Click a month to see why items were returned.'
          : `${months[month]}: ${returns[month]} returns. ${reasons[month]}`}
      </Typography>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
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

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];
const visitors = [40, 180, 320, 410, 380, 450, 300, 120];

// The layers of a line chart, drawn in the order they are written: the area first, then the
// line, the marks, and the highlighted mark on top.
export default function ChartLineLayers() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ChartContainer
        width={width}
        height={280}
        margin={{ left: 50, right: 20, top: 20, bottom: 30 }}
        xAxis={[{ id: 'hours', scaleType: 'point', data: hours }]}
        series={[
          {
            type: 'line',
            id: 'visitors',
            label: 'Visitors',
            data: visitors,
            area: true,
            showMark: ({ index }) => index === 5,
          },
        ]}
      >
        <AreaPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="line" />
        <LineHighlightPlot />
        <ChartsTooltip trigger="axis" />
      </ChartContainer>
    </Box>
  );
}

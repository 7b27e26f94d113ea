import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { startTransition, useEffect, useId, useRef, useState } from 'react';

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

const days = Array.from({ length: 30 }, (_, index) => index + 1);
const steps = days.map((day) => 6000 + ((day * 2711) % 7000));

// The x-axis shows days 8 to 22 only. Without the clip path the line and area would carry on
// past the axes into the margins; the clip path cuts them at the drawing area.
export default function ChartComposeClipPath() {
  const { ref, width } = useContainerWidth(720);
  const clipPathId = useId();
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ChartContainer
        width={width}
        height={280}
        margin={{ left: 60, right: 20, top: 20, bottom: 50 }}
        xAxis={[{ data: days, min: 8, max: 22 }]}
        yAxis={[{ min: 0, max: 14000 }]}
        series={[{ type: 'line', data: steps, area: true, label: 'Steps' }]}
      >
        <g clipPath={`url(#${clipPathId})`}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsXAxis label="Day of the month" />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Box>
  );
}

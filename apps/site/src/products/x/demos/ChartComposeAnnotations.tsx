import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsText } from '@mui/x-charts/ChartsText';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
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

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
const riders = [41, 44, 46, 47, 18, 26, 38, 45];

// A note pinned to a data point: the scales turn the point's values into pixels, and
// ChartsText draws the note on two lines ("\n" breaks the line).
function Note({ year, value, text }: { year: number; value: number; text: string }) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const x = xScale(year) ?? 0;
  const y = yScale(value);
  return (
    <ChartsText
      x={x + 8}
      y={y + 24}
      text={text}
      style={{
        fontSize: 12,
        textAnchor: 'start',
        fill: (theme.vars ?? theme).palette.text.primary,
      }}
    />
  );
}

export default function ChartComposeAnnotations() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ChartContainer
        width={width}
        height={280}
        margin={{ left: 50, right: 20, top: 20, bottom: 30 }}
        xAxis={[
          { data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) },
        ]}
        yAxis={[{ min: 0, max: 50 }]}
        series={[{ type: 'line', data: riders, label: 'Riders (millions)' }]}
      >
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <Note year={2020} value={18} text={'Lockdowns:\nservice cut by half'} />
      </ChartContainer>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsVoronoiHandler } from '@mui/x-charts/ChartsVoronoiHandler';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
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

// Hours studied against exam score; the dashed lines mark both averages, splitting the students
// into four groups.
const students = [
  [2, 48],
  [3, 55],
  [4, 61],
  [5, 58],
  [6, 70],
  [7, 66],
  [8, 79],
  [9, 74],
  [10, 88],
  [12, 91],
  [3, 72],
  [11, 63],
].map(([x, y], id) => ({ id, x: x!, y: y! }));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const averageHours = mean(students.map((s) => s.x));
const averageScore = mean(students.map((s) => s.y));

export default function ChartScatterReference() {
  const { ref, width } = useContainerWidth(720);
  const theme = useTheme();
  const lineStyle = {
    stroke: (theme.vars ?? theme).palette.text.secondary,
    strokeDasharray: '5 4',
  };
  const labelStyle = { fill: (theme.vars ?? theme).palette.text.secondary, fontSize: 12 };
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ChartContainer
        width={width}
        height={300}
        margin={{ left: 50, right: 20, top: 20, bottom: 50 }}
        xAxis={[{ label: 'Hours studied', min: 0, max: 13 }]}
        yAxis={[{ min: 40, max: 100 }]}
        series={[
          {
            type: 'scatter',
            id: 'students',
            data: students,
            valueFormatter: (point) => `${point.x} h, score ${point.y}`,
          },
        ]}
      >
        <ChartsReferenceLine
          x={averageHours}
          label="average"
          labelAlign="start"
          lineStyle={lineStyle}
          labelStyle={labelStyle}
        />
        <ChartsReferenceLine
          y={averageScore}
          label="average"
          labelAlign="end"
          lineStyle={lineStyle}
          labelStyle={labelStyle}
        />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsVoronoiHandler />
        <ChartsTooltip trigger="item" />
      </ChartContainer>
    </Box>
  );
}

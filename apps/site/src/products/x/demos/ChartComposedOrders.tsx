import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The server cannot measure the page: draw at this width there, then fit the container. The
// redraw is a transition, so it never holds up what the reader is doing.
function useContainerWidth(initialWidth: number) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState(initialWidth);
  React.useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) {
        const next = Math.floor(entry.contentRect.width);
        React.startTransition(() => setWidth(next));
      }
    });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const orders = [820, 910, 1040, 980, 1180, 1260];
const averageOrderValue = [54.2, 52.8, 57.1, 58.4, 56.9, 60.3];

export default function ChartComposedOrders() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ChartContainer
        width={width}
        height={340}
        margin={{ top: 50, left: 70, right: 70 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months, label: 'Month (2024)' }]}
        yAxis={[
          { id: 'orders', label: 'Orders' },
          { id: 'value', label: 'Average order (€)', min: 40 },
        ]}
        series={[
          { type: 'bar', data: orders, label: 'Orders', yAxisId: 'orders' },
          {
            type: 'line',
            data: averageOrderValue,
            label: 'Average order value',
            yAxisId: 'value',
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="orders" position="left" />
        <ChartsYAxis axisId="value" position="right" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend />
        <ChartsTooltip trigger="axis" />
      </ChartContainer>
    </Box>
  );
}

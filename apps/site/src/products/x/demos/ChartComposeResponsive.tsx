import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// The container measures its parent and draws at its size, so the chart needs no width of its
// own. `ChartsAxis` draws every axis of the container at once.
export default function ChartComposeResponsive() {
  return (
    <Box sx={{ width: '100%', height: 280 }}>
      <ResponsiveChartContainer
        margin={{ left: 50, right: 20, top: 20, bottom: 30 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[
          { type: 'bar', label: 'New customers', data: [32, 41, 38, 52, 60, 57] },
          { type: 'line', label: 'Target', data: [35, 38, 41, 44, 47, 50] },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsAxis />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}

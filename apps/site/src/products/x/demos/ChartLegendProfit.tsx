import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

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

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net result per month, € thousands.
const result = [-12, -4, 6, 14, 9, -3, 18, 22, 11, -6, 15, 27];

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function ChartLegendProfit() {
  const { ref, width } = useContainerWidth(720);
  const theme = useTheme();
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        width={width}
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: euros,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[{ data: result, label: 'Net result', valueFormatter: euros }]}
        margin={{ top: 60, left: 56 }}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      >
        <PiecewiseColorLegend
          axisDirection="y"
          direction="row"
          position={{ vertical: 'top', horizontal: 'middle' }}
          // One threshold gives two pieces: below 0 (no min) and from 0 upwards.
          labelFormatter={({ min }) => (min === null ? 'Loss' : 'Profit')}
          itemMarkWidth={12}
          itemMarkHeight={12}
          padding={16}
        />
      </BarChart>
    </Box>
  );
}

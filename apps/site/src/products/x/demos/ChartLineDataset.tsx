import * as React from 'react';
import Box from '@mui/material/Box';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LineChart } from '@mui/x-charts/LineChart';

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

const monthly = [
  { month: 'Jan', visits: 12400, signups: 310 },
  { month: 'Feb', visits: 13900, signups: 342 },
  { month: 'Mar', visits: 17200, signups: 455 },
  { month: 'Apr', visits: 16100, signups: 430 },
  { month: 'May', visits: 19800, signups: 512 },
  { month: 'Jun', visits: 21300, signups: 498 },
  { month: 'Jul', visits: 18700, signups: 466 },
  { month: 'Aug', visits: 17900, signups: 521 },
  { month: 'Sep', visits: 22600, signups: 604 },
];

export default function ChartLineDataset() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={320}
        dataset={monthly}
        margin={{ left: 80, right: 80 }}
        xAxis={[{ scaleType: 'point', dataKey: 'month', label: 'Month (2024)' }]}
        yAxis={[
          { id: 'visits', label: 'Visits', valueFormatter: (value: number) => `${value / 1000}k` },
          { id: 'signups', label: 'Sign-ups' },
        ]}
        series={[
          { dataKey: 'visits', label: 'Visits', yAxisId: 'visits' },
          { dataKey: 'signups', label: 'Sign-ups', yAxisId: 'signups' },
        ]}
        leftAxis="visits"
        rightAxis="signups"
        tooltip={{ trigger: 'axis' }}
        sx={{
          // Move the axis titles away from the tick labels.
          [`.${axisClasses.left} .${axisClasses.label}`]: { transform: 'translateX(-12px)' },
          [`.${axisClasses.right} .${axisClasses.label}`]: { transform: 'translateX(12px)' },
        }}
      />
    </Box>
  );
}

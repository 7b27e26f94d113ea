import * as React from 'react';
import Box from '@mui/material/Box';
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

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ChartLegendPlacement() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <LineChart
        width={width}
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Active users (thousands)' }]}
        series={[
          { data: [8.2, 9.1, 10.4, 11.0, 12.3, 13.1], label: 'Web' },
          { data: [5.4, 6.0, 6.2, 7.5, 8.1, 9.6], label: 'iOS' },
          { data: [4.1, 4.4, 5.3, 5.9, 6.2, 7.0], label: 'Android' },
        ]}
        // Leave room under the x axis for the legend.
        margin={{ top: 20, bottom: 80 }}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            markGap: 6,
            itemGap: 16,
          },
        }}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

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

type Trigger = 'item' | 'axis' | 'none';

const regions = ['North', 'South', 'East', 'West'];
const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function ChartTooltipTrigger() {
  const { ref, width } = useContainerWidth(720);
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={trigger}
        onChange={(_event, value: Trigger | null) => {
          if (value !== null) setTrigger(value);
        }}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">Axis</ToggleButton>
        <ToggleButton value="item">Item</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        width={width}
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[
          { data: [34, 41, 28, 37], label: 'Hardware', valueFormatter: euros },
          { data: [22, 19, 31, 26], label: 'Services', valueFormatter: euros },
          { data: [12, 15, 9, 18], label: 'Training', valueFormatter: euros },
        ]}
        tooltip={{ trigger }}
        // No axis highlight without a tooltip that reads the axis.
        axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
      />
    </Box>
  );
}

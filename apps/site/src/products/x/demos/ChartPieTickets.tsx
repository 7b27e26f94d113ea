import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

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

const ticketsByChannel = [
  { id: 'email', value: 412, label: 'Email' },
  { id: 'chat', value: 268, label: 'Live chat' },
  { id: 'phone', value: 154, label: 'Phone' },
  { id: 'form', value: 97, label: 'Contact form' },
  { id: 'social', value: 38, label: 'Social media' },
];
const total = ticketsByChannel.reduce((sum, channel) => sum + channel.value, 0);

export default function ChartPieTickets() {
  const { ref, width } = useContainerWidth(720);
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <PieChart
        width={width}
        height={320}
        margin={{ top: 10, bottom: 80, left: 10, right: 10 }}
        series={[
          {
            data: ticketsByChannel,
            innerRadius: 60,
            paddingAngle: 2,
            cornerRadius: 4,
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 20,
            valueFormatter: (item) => `${item.value} tickets`,
            highlightScope: { highlighted: 'item', faded: 'global' },
          },
        ]}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: 'white', fontWeight: 'bold' } }}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
          },
        }}
      />
    </Box>
  );
}

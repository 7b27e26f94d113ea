import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

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
// Average daily temperature in a continental city, °C.
const temperatures = [-2.1, -0.4, 4.2, 9.8, 14.9, 18.6, 20.7, 20.1, 15.4, 9.6, 4.1, -0.3];

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function ChartLegendTemperature() {
  const { ref, width } = useContainerWidth(720);
  const theme = useTheme();
  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden' }}>
      <BarChart
        title="Average monthly temperature, January to December"
        width={width}
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: celsius,
            // Each bar takes its colour from its value: blue when cold, red when warm.
            colorMap: { type: 'continuous', min: -5, max: 25, color: ['#3b7dd8', '#e0533d'] },
          },
        ]}
        series={[{ data: temperatures, label: 'Average temperature', valueFormatter: celsius }]}
        margin={{ top: 60, left: 56 }}
        slotProps={{ legend: { hidden: true } }}
      >
        <ContinuousColorLegend
          axisDirection="y"
          direction="row"
          position={{ vertical: 'top', horizontal: 'middle' }}
          length={180}
          thickness={10}
          spacing={8}
          labelStyle={{ fontSize: 14, fill: (theme.vars ?? theme).palette.text.primary }}
        />
      </BarChart>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Coldest month: January, −2.1 °C. Warmest month: July, 20.7 °C.
      </Typography>
    </Box>
  );
}

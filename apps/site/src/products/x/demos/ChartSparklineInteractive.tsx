import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const responseMs = [182, 240, 205, 318, 264, 150, 138];

export default function ChartSparklineInteractive() {
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Box
        role="img"
        aria-label="Median response time per day, Monday to Sunday: 182, 240, 205, 318, 264, 150 and 138 ms"
      >
        <SparkLineChart
          data={responseMs}
          width={150}
          height={60}
          area
          curve="natural"
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'band', data: days }}
          valueFormatter={(value) => (value === null ? '' : `${value} ms`)}
        />
      </Box>
      <Box role="img" aria-label="The same response times as bars">
        <SparkLineChart
          plotType="bar"
          data={responseMs}
          width={150}
          height={60}
          colors={['#ef6c00']}
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'band', data: days }}
          valueFormatter={(value) => (value === null ? '' : `${value} ms`)}
        />
      </Box>
    </Stack>
  );
}

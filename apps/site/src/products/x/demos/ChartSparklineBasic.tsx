import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const signups = [12, 18, 15, 22, 19, 27, 31, 26, 34, 38];

export default function ChartSparklineBasic() {
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Box role="img" aria-label="Line: sign-ups rose from 12 to 38 over ten days">
        <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
          plotType=&quot;line&quot;
        </Typography>
        <SparkLineChart data={signups} width={140} height={50} />
      </Box>
      <Box role="img" aria-label="Bars: sign-ups rose from 12 to 38 over ten days">
        <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
          plotType=&quot;bar&quot;
        </Typography>
        <SparkLineChart plotType="bar" data={signups} width={140} height={50} />
      </Box>
    </Stack>
  );
}

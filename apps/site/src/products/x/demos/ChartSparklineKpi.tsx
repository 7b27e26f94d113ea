import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Kpi {
  label: string;
  value: string;
  change: string;
  trend: 'up' | 'down';
  summary: string;
  data: number[];
}

const kpis: Kpi[] = [
  {
    label: 'Revenue',
    value: '€48.2k',
    change: '+12%',
    trend: 'up',
    summary: 'up from €43.0k four weeks ago',
    data: [39, 41, 40, 43, 42, 45, 44, 46, 48.2],
  },
  {
    label: 'Active users',
    value: '3,910',
    change: '+4%',
    trend: 'up',
    summary: 'up from 3,760 four weeks ago',
    data: [3760, 3790, 3770, 3820, 3850, 3830, 3880, 3900, 3910],
  },
  {
    label: 'Churn',
    value: '2.1%',
    change: '-0.6 pt',
    trend: 'down',
    summary: 'down from 2.7% four weeks ago',
    data: [2.7, 2.6, 2.6, 2.5, 2.4, 2.4, 2.3, 2.2, 2.1],
  },
];

export default function ChartSparklineKpi() {
  const theme = useTheme();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      {kpis.map((kpi) => (
        <Paper key={kpi.label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {kpi.label}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {kpi.value}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {kpi.change}, {kpi.summary}
              </Typography>
            </Box>
            <Box aria-hidden sx={{ flexShrink: 0 }}>
              <SparkLineChart
                data={kpi.data}
                width={80}
                height={40}
                curve="linear"
                area
                colors={[theme.palette.primary.main]}
              />
            </Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

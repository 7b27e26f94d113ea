import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Metric {
  label: string;
  value: string;
}

const metrics: Metric[] = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '342' },
  { label: 'Conversion', value: '2.7%' },
  { label: 'Revenue', value: '€8,120' },
];

export default function Grid2Responsive() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {metrics.map((metric) => (
        // One column on phones, two on tablets, four from the md breakpoint up.
        <Grid key={metric.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {metric.label}
            </Typography>
            <Typography variant="h5" component="p">
              {metric.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

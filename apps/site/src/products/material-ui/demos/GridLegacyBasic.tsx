import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const items: { label: string; xs: number; sm: number }[] = [
  { label: 'Main', xs: 12, sm: 8 },
  { label: 'Aside', xs: 12, sm: 4 },
  { label: 'Footer', xs: 12, sm: 12 },
];

export default function GridLegacyBasic() {
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.label} item xs={item.xs} sm={item.sm}>
          <Paper sx={{ p: 1.5, textAlign: 'center' }}>
            {item.label} (xs={item.xs}, sm={item.sm})
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

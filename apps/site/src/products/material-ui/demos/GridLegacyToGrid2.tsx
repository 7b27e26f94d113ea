import Grid from '@mui/material/Grid';
import Grid2 from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The same two-column layout written with the legacy Grid and with Grid2.
export default function GridLegacyToGrid2() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          Legacy Grid: item, xs, md
        </Typography>
        <Grid container spacing={2}>
          <Grid item xs={12} md={6}>
            <Paper sx={{ p: 1.5 }}>First column</Paper>
          </Grid>
          <Grid item xs={12} md={6}>
            <Paper sx={{ p: 1.5 }}>Second column</Paper>
          </Grid>
        </Grid>
      </div>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          Grid2: size
        </Typography>
        <Grid2 container spacing={2}>
          <Grid2 size={{ xs: 12, md: 6 }}>
            <Paper sx={{ p: 1.5 }}>First column</Paper>
          </Grid2>
          <Grid2 size={{ xs: 12, md: 6 }}>
            <Paper sx={{ p: 1.5 }}>Second column</Paper>
          </Grid2>
        </Grid2>
      </div>
    </Stack>
  );
}

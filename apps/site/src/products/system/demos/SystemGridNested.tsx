import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';

function Cell({ label }: { label: string }) {
  return <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>{label}</Box>;
}

export default function SystemGridNested() {
  return (
    <Grid container spacing={2} columns={{ xs: 4, md: 12 }}>
      <Grid size={{ xs: 4, md: 8 }}>
        {/* This item is also a container: its sizes are fractions of the item, not the page. */}
        <Grid container spacing={1}>
          <Grid size={6}>
            <Cell label="Nested 6/12" />
          </Grid>
          <Grid size={6}>
            <Cell label="Nested 6/12" />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 4, md: 4 }}>
        <Cell label="Sidebar" />
      </Grid>
    </Grid>
  );
}

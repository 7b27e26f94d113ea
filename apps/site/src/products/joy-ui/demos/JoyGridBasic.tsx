import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({ label }: { label: string }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1, borderRadius: 'sm', textAlign: 'center' }}>
      {label}
    </Sheet>
  );
}

export default function JoyGridBasic() {
  return (
    <Grid container spacing={2}>
      <Grid xs={8}>
        <Cell label="xs=8" />
      </Grid>
      <Grid xs={4}>
        <Cell label="xs=4" />
      </Grid>
      <Grid xs={4}>
        <Cell label="xs=4" />
      </Grid>
      <Grid xs={8}>
        <Cell label="xs=8" />
      </Grid>
      <Grid xs="auto">
        <Cell label="auto" />
      </Grid>
      <Grid xs>
        <Cell label="xs (grows)" />
      </Grid>
      <Grid xs="auto">
        <Cell label="auto" />
      </Grid>
    </Grid>
  );
}

import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Cell = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(1.5),
  textAlign: 'center',
}));

export default function Grid2AutoAndOffset() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size="auto">
          <Cell>auto: as wide as its content</Cell>
        </Grid>
        <Grid size="grow">
          <Cell>grow: takes the rest</Cell>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={4}>
          <Cell>size=4</Cell>
        </Grid>
        <Grid size={4} offset={4}>
          <Cell>size=4 offset=4</Cell>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }} offset={{ xs: 3, md: 'auto' }}>
          <Cell>offset auto from md</Cell>
        </Grid>
      </Grid>
    </Stack>
  );
}

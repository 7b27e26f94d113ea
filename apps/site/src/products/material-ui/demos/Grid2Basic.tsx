import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Cell = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function Grid2Basic() {
  return (
    <Grid container spacing={2}>
      <Grid size={8}>
        <Cell>size=8</Cell>
      </Grid>
      <Grid size={4}>
        <Cell>size=4</Cell>
      </Grid>
      <Grid size={4}>
        <Cell>size=4</Cell>
      </Grid>
      <Grid size={8}>
        <Cell>size=8</Cell>
      </Grid>
    </Grid>
  );
}

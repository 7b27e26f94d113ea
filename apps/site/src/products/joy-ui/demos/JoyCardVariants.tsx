import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'soft', 'plain', 'solid'] as const;

export default function JoyCardVariants() {
  return (
    <Grid container spacing={2}>
      {variants.map((variant) => (
        <Grid key={variant} xs={12} sm={6}>
          <Card variant={variant} sx={{ height: '100%' }}>
            <Typography level="title-md">Invoice INV-2041</Typography>
            <Typography level="body-sm">{variant} card · due 30 June 2024 · €1,280.50</Typography>
          </Card>
        </Grid>
      ))}
      <Grid xs={12}>
        <Card variant="solid" color="primary" invertedColors>
          <Typography level="title-md">Version 4.2 is available</Typography>
          <Typography level="body-sm">
            Faster exports and a new approval workflow for purchase orders.
          </Typography>
          <CardActions>
            <Button variant="soft">Update now</Button>
            <Button variant="plain">Release notes</Button>
          </CardActions>
        </Card>
      </Grid>
    </Grid>
  );
}

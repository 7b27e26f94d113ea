import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const items = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];

export default function JoyGridResponsive() {
  return (
    <div>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {'xs={12} sm={6} md={4}, spacing={{ xs: 1, sm: 2 }}'}
      </Typography>
      <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ mb: 3 }}>
        {items.map((item) => (
          <Grid key={item} xs={12} sm={6} md={4}>
            <Sheet variant="outlined" sx={{ p: 1, borderRadius: 'sm' }}>
              {item}
            </Sheet>
          </Grid>
        ))}
      </Grid>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {'columns={{ xs: 4, md: 10 }}, every item 2 columns wide'}
      </Typography>
      <Grid container columns={{ xs: 4, md: 10 }} spacing={1}>
        {items.concat('Seven', 'Eight', 'Nine', 'Ten').map((item) => (
          <Grid key={item} xs={2}>
            <Sheet variant="soft" sx={{ p: 1, borderRadius: 'sm' }}>
              {item}
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </div>
  );
}

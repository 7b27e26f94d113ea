import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function JoyGridOffset() {
  return (
    <Grid container spacing={2}>
      <Grid xs={4} xsOffset={4}>
        <Sheet
          variant="soft"
          color="primary"
          sx={{ p: 1, borderRadius: 'sm', textAlign: 'center' }}
        >
          xsOffset=4
        </Sheet>
      </Grid>
      <Grid xs={12} sm={8} smOffset={2} md={6} mdOffset={3}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
          <Typography level="title-md">Centred on every screen</Typography>
          <Typography level="body-sm">
            Full width on phones, eight of twelve columns from sm, six from md, always with the same
            space on both sides.
          </Typography>
        </Sheet>
      </Grid>
      <Grid xs="auto">
        <Button variant="plain" color="neutral">
          Back
        </Button>
      </Grid>
      <Grid xs="auto" xsOffset="auto">
        <Button>Next step</Button>
      </Grid>
    </Grid>
  );
}

import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function JoyContainerBasic() {
  return (
    <Box
      sx={{
        width: '100%',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'sm',
        overflow: 'hidden',
      }}
    >
      <Sheet variant="soft" color="primary" component="header">
        <Container
          sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <Typography level="title-md" sx={{ mr: 'auto' }}>
            Trailhead
          </Typography>
          <Typography level="body-sm">Routes</Typography>
          <Typography level="body-sm">Gear</Typography>
        </Container>
      </Sheet>
      <Container component="main" sx={{ py: 3 }}>
        <Typography level="h3" component="h2" sx={{ mb: 1 }}>
          Autumn on the ridge trail
        </Typography>
        <Typography sx={{ mb: 1 }}>
          The header band stretches across the whole width, while its contents line up with the
          article below: both sit in a Container, so they share the same gutters and the same
          maximum width.
        </Typography>
        <Typography>
          Make the window wider than 1200 px and the text stops growing; the space that is left
          becomes an equal margin on each side.
        </Typography>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function SystemContainerPage() {
  return (
    <Box
      sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container sx={{ py: 2 }}>
          <Box sx={{ typography: 'overline' }}>Field notes</Box>
          <Box component="h2" sx={{ typography: 'h5', m: 0 }}>
            Reading the river
          </Box>
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        <Box component="p" sx={{ typography: 'body1', mt: 0 }}>
          The header uses the default Container, capped at 1200 px. The article uses a Container
          with <code>maxWidth=&quot;sm&quot;</code>, so its lines stay short enough to read
          comfortably however wide the window gets.
        </Box>
        <Box component="p" sx={{ typography: 'body1', mb: 0 }}>
          Both Containers have the same gutters, 16 px on phones and 24 px from the sm breakpoint
          up, and centre themselves in the space they are given.
        </Box>
      </Container>
    </Box>
  );
}

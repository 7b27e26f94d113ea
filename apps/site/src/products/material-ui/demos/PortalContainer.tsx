import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const bannerArea = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2}>
      <Box ref={bannerArea} sx={{ minHeight: 56 }} />
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Checkout · Step 2 of 3: delivery
        </Typography>
        <Button variant="outlined" onClick={() => setShow((prev) => !prev)}>
          {show ? 'Hide delivery notice' : 'Show delivery notice'}
        </Button>
        {show ? (
          <Portal container={() => bannerArea.current}>
            {/* Declared here, inside the checkout step, but rendered in the area above. */}
            <Alert severity="info">Orders placed after 14:00 ship the next working day.</Alert>
          </Portal>
        ) : null}
      </Box>
    </Stack>
  );
}

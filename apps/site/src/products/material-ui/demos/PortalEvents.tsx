import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalEvents() {
  const [show, setShow] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2}>
      {/* This Box counts every click that bubbles up to it through the React tree. */}
      <Box
        onClick={() => setClicks((n) => n + 1)}
        sx={{ p: 2, border: 1, borderColor: 'primary.main', borderRadius: 1 }}
      >
        <Typography variant="body2" role="status" gutterBottom>
          Clicks seen by this card: {clicks}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setShow((prev) => !prev)}>
          {show ? 'Hide coupon' : 'Show coupon'}
        </Button>
        {show ? (
          <Portal container={() => target.current}>
            <Button variant="contained" size="small">
              Apply coupon SPRING10
            </Button>
          </Portal>
        ) : null}
      </Box>
      <Box
        ref={target}
        sx={{ minHeight: 72, p: 1, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
      >
        <Typography variant="caption" component="p" color="text.secondary" gutterBottom>
          Portal target, outside the card in the DOM
        </Typography>
      </Box>
    </Stack>
  );
}

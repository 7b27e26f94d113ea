import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function TransitionSlide() {
  const [shown, setShown] = React.useState(true);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Box>
      <Button variant="outlined" onClick={() => setShown((prev) => !prev)}>
        {shown ? 'Dismiss banner' : 'Show banner'}
      </Button>
      <Box
        ref={setContainer}
        sx={{
          mt: 2,
          height: 140,
          p: 2,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Your basket: 2 items
        </Typography>
        <Slide in={shown} appear={false} direction="up" container={container}>
          <Alert severity="success">Free delivery unlocked on this order.</Alert>
        </Slide>
      </Box>
    </Box>
  );
}

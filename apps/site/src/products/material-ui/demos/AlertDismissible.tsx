import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

export default function AlertDismissible() {
  const [open, setOpen] = React.useState<boolean>(true);

  return (
    <Box>
      <Collapse in={open}>
        <Alert
          severity="success"
          onClose={() => setOpen(false)}
          action={
            <Button color="inherit" size="small" onClick={() => setOpen(false)}>
              Got it
            </Button>
          }
        >
          Two-factor authentication is now on for your account.
        </Alert>
      </Collapse>
      <Button disabled={open} variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        Show the alert again
      </Button>
    </Box>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';

export default function SnackbarSimple() {
  const [open, setOpen] = React.useState<boolean>(false);

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss the message early.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        message="Link copied to the clipboard"
      />
    </div>
  );
}

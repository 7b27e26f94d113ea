import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type Outcome = 'none' | 'deleted' | 'kept';

export default function DialogConfirm() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [outcome, setOutcome] = React.useState<Outcome>('none');

  const close = (result: Exclude<Outcome, 'none'>) => {
    setOpen(false);
    setOutcome(result);
  };

  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      {outcome !== 'none' && (
        <Typography role="status" sx={{ mt: 1 }}>
          {outcome === 'deleted' ? 'The project was deleted.' : 'The project was kept.'}
        </Typography>
      )}
      <Dialog
        open={open}
        onClose={() => close('kept')}
        aria-labelledby="dialog-confirm-title"
        aria-describedby="dialog-confirm-text"
      >
        <DialogTitle id="dialog-confirm-title">Delete this project?</DialogTitle>
        <DialogContent>
          <DialogContentText id="dialog-confirm-text">
            Its pages and settings are removed for everyone. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('kept')} autoFocus>
            Keep it
          </Button>
          <Button color="error" onClick={() => close('deleted')}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export default function DialogForm() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string' && email !== '') setInvited((list) => [...list, email]);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <p role="status">
        {invited.length > 0 ? `Invited: ${invited.join(', ')}` : 'No invitations yet.'}
      </p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>They will get an email with a link to join.</DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            id="invite-email"
            name="email"
            label="Email"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invitation</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'saving' | 'saved';

export default function BackdropSavingForm() {
  const [name, setName] = React.useState('Grace Hopper');
  const [email, setEmail] = React.useState('grace@example.com');
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveButton = React.useRef<HTMLButtonElement>(null);
  const saving = status === 'saving';

  // Stop a pending save if the form goes away.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Give focus back to the button once it is enabled again.
  React.useEffect(() => {
    if (status === 'saved') saveButton.current?.focus();
  }, [status]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus('saving');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => setStatus('saved'), 1500);
  };

  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={handleSubmit}>
      <TextField
        label="Display name"
        value={name}
        disabled={saving}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        value={email}
        disabled={saving}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button ref={saveButton} type="submit" variant="contained" disabled={saving}>
          Save profile
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {status === 'saving' && 'Saving your profile…'}
          {status === 'saved' && 'Profile saved.'}
        </Typography>
      </Stack>
      <Backdrop
        open={saving}
        sx={{ color: 'common.white', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        {/* Hidden from screen readers with the backdrop: the status text above speaks for it. */}
        <CircularProgress color="inherit" />
      </Backdrop>
    </Stack>
  );
}

import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyButtonForm() {
  const [email, setEmail] = React.useState<string>('');
  const [pending, setPending] = React.useState<boolean>(false);
  const [invited, setInvited] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    timer.current = setTimeout(() => {
      setPending(false);
      setInvited(email);
      setEmail('');
    }, 1500);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl required>
        <FormLabel>Teammate's email</FormLabel>
        <Input
          type="email"
          name="email"
          placeholder="maria.lopez@northwind.com"
          value={email}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        />
      </FormControl>
      <Button type="submit" fullWidth loading={pending} loadingPosition="start">
        Send invitation
      </Button>
      <Typography level="body-sm" role="status">
        {invited ? `Invitation sent to ${invited}.` : ''}
      </Typography>
    </Stack>
  );
}

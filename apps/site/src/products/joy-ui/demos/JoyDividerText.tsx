import * as React from 'react';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyDividerText() {
  const [sentTo, setSentTo] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(String(new FormData(event.currentTarget).get('email') ?? ''));
  };

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 3, maxWidth: 360 }}>
      <Stack spacing={2}>
        <Typography level="title-lg">Sign in to Fieldnote</Typography>
        <Button variant="outlined" color="neutral" startDecorator={<Google />}>
          Continue with Google
        </Button>
        <Button variant="outlined" color="neutral" startDecorator={<GitHub />}>
          Continue with GitHub
        </Button>
        <Divider>or</Divider>
        <Stack component="form" spacing={1.5} onSubmit={handleSubmit}>
          <FormControl required>
            <FormLabel>Work email</FormLabel>
            <Input type="email" name="email" placeholder="ines@atelier-moreau.fr" />
          </FormControl>
          <Button type="submit">Email me a sign-in link</Button>
        </Stack>
        <Typography level="body-sm" role="status">
          {sentTo
            ? `We sent a sign-in link to ${sentTo}.`
            : 'No account yet? Ask your workspace admin.'}
        </Typography>
      </Stack>
    </Sheet>
  );
}

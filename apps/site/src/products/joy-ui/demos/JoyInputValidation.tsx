import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

const taken = ['admin', 'support', 'billing'];

function validate(username: string): string | null {
  if (username.length < 3) return 'Use at least three characters.';
  if (!/^[a-z0-9-]+$/.test(username)) return 'Use lowercase letters, digits and hyphens only.';
  if (taken.includes(username)) return `"${username}" is already taken.`;
  return null;
}

export default function JoyInputValidation() {
  const [username, setUsername] = React.useState<string>('a');
  const problem = validate(username);

  return (
    <FormControl error={problem !== null} sx={{ maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      <Input
        value={username}
        startDecorator="@"
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setUsername(event.target.value)}
      />
      <FormHelperText>
        {problem ?? 'Looks good. This is how teammates will mention you.'}
      </FormHelperText>
    </FormControl>
  );
}

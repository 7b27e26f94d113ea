import * as React from 'react';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(value: string): string | null {
  if (value === '') return 'An email address is required';
  if (!EMAIL_PATTERN.test(value)) return 'That does not look like an email address';
  return null;
}

export default function TextFieldValidation() {
  const [email, setEmail] = React.useState<string>('');
  const [touched, setTouched] = React.useState<boolean>(false);
  const error = touched ? validate(email) : null;

  return (
    <TextField
      id="text-field-email"
      label="Email"
      type="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      onBlur={() => setTouched(true)}
      error={error !== null}
      helperText={error ?? 'We never share your address'}
      sx={{ width: 320 }}
    />
  );
}

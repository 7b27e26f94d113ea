import * as React from 'react';
import { Input } from '@mui/base/Input';
import type { InputOwnerState } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Slot components receive the Input's state as `ownerState`.
const Root = styled('div')<{ ownerState: InputOwnerState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  let borderColor = palette.text.secondary;
  if (ownerState.error) {
    borderColor = palette.error.main;
  } else if (ownerState.focused) {
    borderColor = palette.primary.main;
  }
  return {
    width: '100%',
    borderBottom: `2px solid ${borderColor}`,
    backgroundColor: palette.action.hover,
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  };
});

const Field = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1.25, 1.5),
  border: 0,
  outline: 0,
  background: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseInputSlots() {
  const id = React.useId();
  const [email, setEmail] = React.useState('sam@example');
  const invalid = email !== '' && !/^\S+@\S+\.\S+$/.test(email);

  return (
    <Stack spacing={0.5} sx={{ width: '100%', maxWidth: 300 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
        Work email
      </Typography>
      <Input
        id={id}
        type="email"
        value={email}
        error={invalid}
        aria-describedby={`${id}-help`}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        slots={{ root: Root, input: Field }}
      />
      <Typography
        id={`${id}-help`}
        variant="body2"
        sx={{ color: invalid ? 'error.main' : 'text.secondary' }}
      >
        {invalid ? 'Enter a full address, such as sam@example.com.' : 'We send invoices here.'}
      </Typography>
    </Stack>
  );
}

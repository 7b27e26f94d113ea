import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const StyledInput = styled(Input)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    width: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    [`& .${inputClasses.input}`]: {
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(1, 1.5),
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
    },
    '& input::placeholder': { color: palette.text.secondary, opacity: 1 },
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseInputBasic() {
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-name`}>Full name</Label>
        <StyledInput id={`${id}-name`} name="name" autoComplete="name" />
      </Stack>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <StyledInput
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Stack>
    </Stack>
  );
}

import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const StyledInput = styled(Input)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(0, 1.5),
    border: `1px solid ${palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    cursor: 'text',
    [`& .${inputClasses.input}`]: {
      flex: 1,
      minWidth: 0,
      padding: theme.spacing(1, 0),
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
    },
    [`&.${inputClasses.adornedEnd}`]: { paddingRight: theme.spacing(0.5) },
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
  };
});

// Clicks pass through the text to the root, which moves focus to the input.
const Adornment = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
}));

const ToggleButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'grid',
    placeItems: 'center',
    padding: theme.spacing(0.75),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseInputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-site`}>Website</Label>
        <StyledInput
          id={`${id}-site`}
          aria-describedby={`${id}-scheme`}
          startAdornment={<Adornment id={`${id}-scheme`}>https://</Adornment>}
          placeholder="example.com"
        />
      </Stack>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-weight`}>Parcel weight</Label>
        <StyledInput
          id={`${id}-weight`}
          slotProps={{ input: { inputMode: 'decimal' } }}
          aria-describedby={`${id}-unit`}
          endAdornment={<Adornment id={`${id}-unit`}>kg</Adornment>}
          defaultValue="1.5"
        />
      </Stack>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <StyledInput
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          endAdornment={
            <ToggleButton
              type="button"
              aria-label="Show password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword(!showPassword)}
            >
              {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </ToggleButton>
          }
        />
      </Stack>
    </Stack>
  );
}

import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/material/styles';

const StyledInput = styled(Input)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    width: '100%',
    maxWidth: 300,
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
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
  };
});

const StyledLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const StyledHelperText = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 0),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <StyledLabel htmlFor={htmlFor}>
      {children}
      {/* The input already has `required`: the asterisk is for sighted readers only. */}
      {formControl?.required && <span aria-hidden> *</span>}
    </StyledLabel>
  );
}

export default function BaseFormControlBasic() {
  const id = React.useId();

  return (
    <FormControl required>
      <Label htmlFor={id}>Username</Label>
      <StyledInput id={id} name="username" aria-describedby={`${id}-help`} />
      <StyledHelperText id={`${id}-help`}>
        Letters, digits and hyphens. Others see it on your profile.
      </StyledHelperText>
    </FormControl>
  );
}

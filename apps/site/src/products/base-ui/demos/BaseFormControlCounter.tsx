import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/material/styles';

const MAX_LENGTH = 80;

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
      display: 'block',
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(1, 1.5),
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
      resize: 'none',
    },
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
    [`&.${inputClasses.error}`]: {
      borderColor: palette.error.main,
      boxShadow: `0 0 0 1px ${palette.error.main}`,
    },
  };
});

const Field = styled(FormControl)({ width: '100%', maxWidth: 300 });

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Count = styled('p')<{ ownerState: { error: boolean } }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    margin: theme.spacing(0.5, 0, 0),
    textAlign: 'end',
    color: ownerState.error ? palette.error.main : palette.text.secondary,
  };
});

// Reads the value and the error state from the surrounding FormControl.
function CharacterCount({ id, max }: { id: string; max: number }) {
  const formControl = useFormControlContext();
  const length = String(formControl?.value ?? '').length;
  const left = max - length;

  return (
    <Count id={id} ownerState={{ error: Boolean(formControl?.error) }}>
      {left >= 0 ? `${left} characters left` : `${-left} characters over the limit`}
    </Count>
  );
}

export default function BaseFormControlCounter() {
  const id = React.useId();
  const [bio, setBio] = React.useState('Front-end developer in Lisbon. I write about forms.');

  return (
    <Field
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
    >
      <Label htmlFor={id}>Short bio</Label>
      <StyledInput id={id} multiline rows={3} aria-describedby={`${id}-count`} />
      <CharacterCount id={`${id}-count`} max={MAX_LENGTH} />
    </Field>
  );
}

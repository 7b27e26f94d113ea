import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
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
  };
});

// The Input passes `ownerState` to slot components. TextareaAutosize would put it on the
// <textarea>; a styled() wrapper filters it out.
const AutosizeTextarea = styled(TextareaAutosize)({});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseInputMultiline() {
  const id = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-address`}>Delivery address</Label>
        <StyledInput
          id={`${id}-address`}
          multiline
          rows={3}
          autoComplete="street-address"
          defaultValue={'12 Harbour Road\nFlat 4'}
        />
      </Stack>
      <Stack spacing={0.5}>
        <Label htmlFor={`${id}-notes`}>Notes for the courier</Label>
        <StyledInput
          id={`${id}-notes`}
          multiline
          minRows={2}
          maxRows={5}
          slots={{ textarea: AutosizeTextarea }}
          placeholder="Grows with the text, up to five lines"
        />
      </Stack>
    </Stack>
  );
}

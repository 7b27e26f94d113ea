import * as React from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: 1.5,
  resize: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
    borderColor: 'transparent',
  },
}));

export default function TextareaAutosizeStyled() {
  const id = React.useId();
  const [value, setValue] = React.useState('Leave the parcel with the neighbour at number 12.');

  return (
    <Box sx={{ maxWidth: 420 }}>
      <InputLabel htmlFor={id} sx={{ mb: 0.5 }}>
        Delivery instructions
      </InputLabel>
      <Textarea
        id={id}
        minRows={3}
        maxRows={8}
        maxLength={300}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-help`}
      />
      <FormHelperText id={`${id}-help`}>
        Grows from 3 to 8 lines, then scrolls. {value.length} of 300 characters.
      </FormHelperText>
    </Box>
  );
}

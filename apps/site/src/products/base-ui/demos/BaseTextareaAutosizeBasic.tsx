import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.grey[500]}`,
    borderRadius: 8,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    resize: 'none',
    '&::placeholder': { color: palette.text.secondary, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -1 },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseTextareaAutosizeBasic() {
  const id = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Label htmlFor={id}>Comment</Label>
      <Textarea id={id} minRows={3} placeholder="Type a few lines to see the box grow" />
    </Box>
  );
}

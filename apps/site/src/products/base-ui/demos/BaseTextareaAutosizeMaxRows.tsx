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

const releaseNotes = [
  'Version 2.4',
  '',
  '- Faster search across archived projects',
  '- Dark mode for the mobile app',
  '- Export reports as CSV or PDF',
  '- Keyboard shortcuts for the board view',
  '- Fixed: time zones in due-date reminders',
  '- Fixed: avatars not loading on slow connections',
].join('\n');

export default function BaseTextareaAutosizeMaxRows() {
  const id = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Label htmlFor={id}>Release notes</Label>
      <Textarea id={id} minRows={2} maxRows={6} defaultValue={releaseNotes} />
    </Box>
  );
}

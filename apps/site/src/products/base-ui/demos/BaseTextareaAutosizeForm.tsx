import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1.5),
    border: `1px solid ${palette.grey[500]}`,
    borderRadius: 12,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    resize: 'none',
    '&:hover': { borderColor: palette.text.primary },
    '&:focus-visible': {
      outline: 'none',
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 2px ${palette.primary.main}`,
    },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.subtitle2,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const MAX_LENGTH = 280;

export default function BaseTextareaAutosizeForm() {
  const [feedback, setFeedback] = React.useState('');
  const [sent, setSent] = React.useState(false);
  const id = React.useId();
  const hintId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
    setFeedback('');
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={handleSubmit}
      sx={{ width: '100%', maxWidth: 400 }}
    >
      <Label htmlFor={id}>How was your delivery?</Label>
      <Textarea
        id={id}
        name="feedback"
        aria-describedby={hintId}
        minRows={2}
        maxRows={8}
        maxLength={MAX_LENGTH}
        required
        value={feedback}
        onChange={(event) => {
          setFeedback(event.target.value);
          setSent(false);
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {MAX_LENGTH - feedback.length} characters left
        </Typography>
        <Button type="submit" variant="contained" size="small">
          Send feedback
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {sent ? 'Thanks, your feedback was sent.' : ''}
      </Typography>
    </Stack>
  );
}

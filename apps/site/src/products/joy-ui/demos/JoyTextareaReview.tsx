import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const limit = 280;

export default function JoyTextareaReview() {
  const [text, setText] = React.useState<string>('');
  const [posted, setPosted] = React.useState<boolean>(false);
  const length = text.trim().length;
  const tooLong = text.length > limit;

  return (
    <Stack spacing={1} sx={{ maxWidth: 460 }}>
      <FormControl error={tooLong}>
        <FormLabel>Review of the Merino base layer</FormLabel>
        <Textarea
          name="review"
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
            setText(event.target.value);
            setPosted(false);
          }}
          placeholder="How did it fit? How did it hold up after washing?"
          endDecorator={
            <Stack direction="row" sx={{ flex: 1, alignItems: 'center' }}>
              <Typography level="body-xs" color={tooLong ? 'danger' : 'neutral'} sx={{ flex: 1 }}>
                {text.length} / {limit}
              </Typography>
              <Button size="sm" disabled={length === 0 || tooLong} onClick={() => setPosted(true)}>
                Post review
              </Button>
            </Stack>
          }
        />
        {/* danger.plainColor keeps the error text readable in dark mode too */}
        <FormHelperText sx={tooLong ? { color: 'danger.plainColor' } : undefined}>
          {tooLong
            ? `Please shorten your review by ${text.length - limit} characters.`
            : `Up to ${limit} characters. Reviews appear after a quick check.`}
        </FormHelperText>
      </FormControl>
      <Typography level="body-sm" role="status">
        {posted ? 'Thank you! Your review is waiting for approval.' : ''}
      </Typography>
    </Stack>
  );
}

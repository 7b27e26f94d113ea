import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function JoySwitchLabel() {
  const weekendsId = React.useId();
  const [autoReply, setAutoReply] = React.useState<boolean>(false);
  const [weekends, setWeekends] = React.useState<boolean>(true);

  return (
    <Stack spacing={3} sx={{ maxWidth: 380 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <div>
          <FormLabel>Out-of-office reply</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>
            {autoReply
              ? 'New messages get an automatic answer.'
              : 'Answer new messages automatically while you are away.'}
          </FormHelperText>
        </div>
        <Switch
          checked={autoReply}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setAutoReply(event.target.checked)
          }
        />
      </FormControl>

      <Switch
        checked={weekends}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setWeekends(event.target.checked)}
        endDecorator={<span id={weekendsId}>Show weekends in the calendar</span>}
        slotProps={{ input: { 'aria-labelledby': weekendsId } }}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Typography level="body-sm">
        The calendar shows {weekends ? 'seven' : 'five'} days a week.
      </Typography>
    </Stack>
  );
}

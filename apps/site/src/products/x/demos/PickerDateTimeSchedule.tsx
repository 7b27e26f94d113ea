import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DURATIONS = [30, 45, 60, 90];
const WORKDAY_START = dayjs('2024-01-01T08:00');
const LAST_START = dayjs('2024-01-01T17:00');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function PickerDateTimeSchedule() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-05-14T09:30'));
  const [duration, setDuration] = React.useState(45);
  const [hasError, setHasError] = React.useState(false);

  const end = start?.isValid() ? start.add(duration, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        <DateTimePicker
          label="Meeting starts"
          value={start}
          onChange={(newValue) => setStart(newValue)}
          onError={(error) => setHasError(error !== null)}
          shouldDisableDate={isWeekend}
          minTime={WORKDAY_START}
          maxTime={LAST_START}
          timeSteps={{ minutes: 15 }}
          slotProps={{
            textField: {
              helperText: hasError
                ? 'Choose a weekday, starting between 8:00 AM and 5:00 PM'
                : 'Weekdays, starting between 8:00 AM and 5:00 PM',
            },
          }}
        />
        <TextField
          select
          label="Duration"
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {DURATIONS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes} minutes
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          {start && end && !hasError
            ? `${start.format('dddd D MMMM')}, ${start.format('h:mm A')} – ${end.format('h:mm A')}`
            : 'Choose a valid start time to see the meeting slot.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function PickerTimeViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <TimePicker
          label="Lap time (24-hour, with seconds)"
          defaultValue={dayjs('2024-05-14T14:07:52')}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
        />
        <TimePicker
          label="Daily report hour"
          defaultValue={dayjs('2024-05-14T07:00')}
          views={['hours']}
        />
        <TimePicker
          label="Check-in (analog clock)"
          defaultValue={dayjs('2024-05-14T15:00')}
          format="hh:mm a"
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

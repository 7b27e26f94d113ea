import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerDateTimeViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <DateTimePicker
          label="Departure"
          defaultValue={dayjs('2024-05-14T07:45')}
          views={['day', 'hours', 'minutes']}
          ampm={false}
          format="DD/MM/YYYY HH:mm"
          timeSteps={{ minutes: 15 }}
        />
        <DateTimePicker
          label="Sample taken"
          defaultValue={dayjs('2024-05-14T14:05:30')}
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
        <DateTimePicker
          label="Room booking"
          defaultValue={dayjs('2024-05-14T10:00')}
          timeSteps={{ minutes: 60 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

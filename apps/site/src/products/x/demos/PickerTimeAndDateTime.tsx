import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickerTimeAndDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: 300 }}>
        <TimePicker
          label="Pickup time"
          defaultValue={dayjs('2024-05-14T10:30')}
          minTime={dayjs('2024-05-14T08:00')}
          maxTime={dayjs('2024-05-14T18:00')}
          timeSteps={{ minutes: 15 }}
          slotProps={{ textField: { helperText: 'Between 8:00 AM and 6:00 PM' } }}
        />
        <DateTimePicker
          label="Team meeting"
          defaultValue={dayjs('2024-05-16T14:00')}
          ampm={false}
          format="DD/MM/YYYY HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}

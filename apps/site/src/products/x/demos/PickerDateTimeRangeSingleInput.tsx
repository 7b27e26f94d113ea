import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function PickerDateTimeRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Meeting room 2.14"
        slots={{ field: SingleInputDateTimeRangeField }}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        format="DD MMM HH:mm"
        defaultValue={[dayjs('2024-05-14T09:00'), dayjs('2024-05-14T10:30')]}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}

import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function PickerDateRangeSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Sprint"
        slots={{ field: SingleInputDateRangeField }}
        calendars={1}
        defaultValue={[dayjs('2024-05-13'), dayjs('2024-05-24')]}
        sx={{ width: 280 }}
      />
    </LocalizationProvider>
  );
}

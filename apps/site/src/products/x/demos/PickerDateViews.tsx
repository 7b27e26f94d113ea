import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerDateViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <DatePicker label="Default views" defaultValue={dayjs('2024-05-14')} />
        <DatePicker
          label="Card expiry"
          views={['year', 'month']}
          format="MM/YY"
          minDate={dayjs('2024-05-01')}
          maxDate={dayjs('2034-12-31')}
          referenceDate={dayjs('2024-05-01')}
        />
        <DatePicker
          label="Year of graduation"
          views={['year']}
          defaultValue={dayjs('2019-01-01')}
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2030-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}

import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

// The hall can be booked from Monday 08:00 until Friday 18:00 of the trade-fair week.
const OPENS = dayjs('2024-06-03T08:00');
const CLOSES = dayjs('2024-06-07T18:00');

export default function PickerDateTimeRangeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        localeText={{ start: 'Set-up starts', end: 'Teardown ends' }}
        minDateTime={OPENS}
        maxDateTime={CLOSES}
        timeSteps={{ minutes: 60 }}
        referenceDate={OPENS}
        slotProps={{
          fieldRoot: { direction: { xs: 'column', sm: 'row' } },
          fieldSeparator: { sx: { display: { xs: 'none', sm: 'block' } } },
          textField: ({ position }) => ({
            helperText: position === 'start' ? 'From Mon 3 June, 08:00' : 'Until Fri 7 June, 18:00',
          }),
        }}
        sx={{ maxWidth: 560 }}
      />
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const NIGHTLY_RATE = 140;

export default function PickerDateRangeBasic() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-07-08'),
    dayjs('2024-07-12'),
  ]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <DateRangePicker
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {nights > 0
            ? `${nights} ${nights === 1 ? 'night' : 'nights'}, €${nights * NIGHTLY_RATE} in total`
            : 'Choose your check-in and check-out dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

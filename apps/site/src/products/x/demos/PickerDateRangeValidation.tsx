import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// Vans are handed over on weekdays only; returns are also accepted on Saturdays.
const isClosed = (day: Dayjs, position: RangePosition) =>
  position === 'start' ? isWeekend(day) : day.day() === 0;

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The return date must come after the pickup date.';
  }
  if (startError === 'shouldDisableDate') return 'Pickups are possible on weekdays only.';
  if (endError === 'shouldDisableDate') return 'Returns are not possible on Sundays.';
  if (startError || endError) return 'Choose dates between 1 July and 30 September 2024.';
  return 'Pickup on a weekday, return Monday to Saturday.';
}

export default function PickerDateRangeValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
        <DateRangePicker
          localeText={{ start: 'Pickup', end: 'Return' }}
          defaultValue={[dayjs('2024-07-15'), dayjs('2024-07-20')]}
          minDate={dayjs('2024-07-01')}
          maxDate={dayjs('2024-09-30')}
          shouldDisableDate={isClosed}
          onError={(newError) => setError(newError)}
        />
        <Typography
          variant="body2"
          role="status"
          color={error[0] || error[1] ? 'error' : 'text.secondary'}
        >
          {describe(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const FIRST_SLOT = dayjs('2024-05-13');
const LAST_SLOT = dayjs('2024-06-28');
// Days the clinic is closed, on top of weekends.
const HOLIDAYS = ['2024-05-20', '2024-05-30'];

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || HOLIDAYS.includes(day.format('YYYY-MM-DD'));

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Bookings open on 13 May 2024.',
  maxDate: 'Bookings close on 28 June 2024.',
  shouldDisableDate: 'The clinic is closed on that day.',
  invalidDate: 'Enter the date as MM/DD/YYYY.',
};

export default function PickerValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2024-05-22')}
        minDate={FIRST_SLOT}
        maxDate={LAST_SLOT}
        shouldDisableDate={isClosed}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error
              ? (messages[error] ?? 'Choose another date.')
              : 'Weekdays from 13 May to 28 June',
          },
        }}
      />
    </LocalizationProvider>
  );
}

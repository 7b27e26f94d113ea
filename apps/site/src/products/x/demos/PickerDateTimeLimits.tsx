import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const OPENS = dayjs('2024-05-14T09:00');
const CLOSES = dayjs('2024-05-17T17:30');

const HINT = 'From Tue 14 May, 9:00 AM to Fri 17 May, 5:30 PM';

function describe(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'The collection window opens on Tue 14 May at 9:00 AM';
    case 'maxDate':
    case 'maxTime':
      return 'The collection window closes on Fri 17 May at 5:30 PM';
    case 'invalidDate':
      return 'Enter a complete date and time';
    default:
      return HINT;
  }
}

export default function PickerDateTimeLimits() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Collection time"
        defaultValue={dayjs('2024-05-14T08:30')}
        minDateTime={OPENS}
        maxDateTime={CLOSES}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: describe(error) } }}
        sx={{ width: '100%', maxWidth: 300 }}
      />
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAILY_RATE = 45;

function describeRental(pickUp: Dayjs | null, dropOff: Dayjs | null) {
  if (!pickUp?.isValid() || !dropOff?.isValid() || !dropOff.isAfter(pickUp)) {
    return 'Choose when you pick the car up and when you bring it back.';
  }
  const hours = dropOff.diff(pickUp, 'hour');
  const minutes = dropOff.diff(pickUp, 'minute') % 60;
  // Every started 24 hours is billed as a full day.
  const billedDays = Math.ceil(dropOff.diff(pickUp, 'minute') / (24 * 60));
  const duration = `${Math.floor(hours / 24)} d ${hours % 24} h${minutes ? ` ${minutes} min` : ''}`;
  return `${duration}, billed as ${billedDays} ${billedDays === 1 ? 'day' : 'days'}: €${billedDays * DAILY_RATE}`;
}

export default function PickerDateTimeRangeBasic() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-07-08T10:00'),
    dayjs('2024-07-11T16:30'),
  ]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
        <DateTimeRangePicker
          localeText={{ start: 'Pick-up', end: 'Return' }}
          timeSteps={{ minutes: 30 }}
          value={rental}
          onChange={(newValue) => setRental(newValue)}
          slotProps={{
            fieldRoot: { direction: { xs: 'column', sm: 'row' } },
            fieldSeparator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {describeRental(pickUp, dropOff)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

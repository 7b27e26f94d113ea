import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([start, end]: DateRange<Dayjs>): string {
  if (!start?.isValid()) {
    return 'Choose the first day of your leave.';
  }
  if (!end?.isValid()) {
    return `From ${start.format('dddd D MMMM')}: now choose the last day.`;
  }
  const days = end.diff(start, 'day') + 1;
  return `${days} ${days === 1 ? 'day' : 'days'} of leave, ${start.format('D MMM')} to ${end.format('D MMM')}.`;
}

export default function PickerDateRangeStatic() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-05'),
    dayjs('2024-08-16'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <StaticDateRangePicker
          value={leave}
          onChange={(newValue) => setLeave(newValue)}
          minDate={dayjs('2024-06-01')}
          maxDate={dayjs('2024-12-31')}
          slotProps={{
            toolbar: { toolbarFormat: 'ddd D MMM' },
            actionBar: { actions: ['clear'] },
          }}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Typography variant="body2" role="status">
          {describe(leave)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

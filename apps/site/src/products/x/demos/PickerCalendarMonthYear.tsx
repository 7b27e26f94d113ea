import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Books are closed up to April 2024; 2021 was never imported.
const LAST_CLOSED_MONTH = dayjs('2024-04-01');
const MISSING_YEARS = [2021];

export default function PickerCalendarMonthYear() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
          <Box sx={{ width: 280 }}>
            <Typography variant="subtitle2" component="h3" id="report-year-label">
              Year
            </Typography>
            <YearCalendar
              aria-labelledby="report-year-label"
              value={period}
              // Keep the month when the year changes, but not past the last closed month.
              onChange={(newValue) =>
                setPeriod(newValue.isAfter(LAST_CLOSED_MONTH) ? LAST_CLOSED_MONTH : newValue)
              }
              minDate={dayjs('2019-01-01')}
              maxDate={LAST_CLOSED_MONTH}
              shouldDisableYear={(year) => MISSING_YEARS.includes(year.year())}
              yearsPerRow={3}
              sx={{ width: '100%' }}
            />
          </Box>
          <Box sx={{ width: 280 }}>
            <Typography variant="subtitle2" component="h3" id="report-month-label">
              Month
            </Typography>
            <MonthCalendar
              aria-labelledby="report-month-label"
              value={period}
              onChange={(newValue) => setPeriod(newValue)}
              shouldDisableMonth={(month) => month.isAfter(LAST_CLOSED_MONTH, 'month')}
              sx={{ width: '100%' }}
            />
          </Box>
        </Box>
        <Typography variant="body2" role="status">
          Report for {period.format('MMMM YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function YearMonthHeader(props: PickersCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange, minDate, maxDate, labelId } = props;

  const goTo = (amount: number, unit: 'month' | 'year') => {
    onMonthChange(currentMonth.add(amount, unit), amount < 0 ? 'right' : 'left');
  };
  const isOutside = (amount: number, unit: 'month' | 'year') => {
    const target = currentMonth.add(amount, unit);
    return target.isBefore(minDate, 'month') || target.isAfter(maxDate, 'month');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
      <Box>
        <IconButton
          aria-label="Previous year"
          disabled={isOutside(-1, 'year')}
          onClick={() => goTo(-1, 'year')}
        >
          <KeyboardDoubleArrowLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Previous month"
          disabled={isOutside(-1, 'month')}
          onClick={() => goTo(-1, 'month')}
        >
          <ChevronLeftIcon />
        </IconButton>
      </Box>
      {/* The grid is labelled by this id, so keep it on the visible month name. */}
      <Typography id={labelId} variant="subtitle1" component="div" aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Box>
        <IconButton
          aria-label="Next month"
          disabled={isOutside(1, 'month')}
          onClick={() => goTo(1, 'month')}
        >
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label="Next year"
          disabled={isOutside(1, 'year')}
          onClick={() => goTo(1, 'year')}
        >
          <KeyboardDoubleArrowRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

export default function PickerCalendarCustomHeader() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-02-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={day}
          onChange={(newValue: Dayjs | null) => setDay(newValue)}
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2026-12-31')}
          slots={{ calendarHeader: YearMonthHeader }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {day ? `Team offsite on ${day.format('dddd D MMMM YYYY')}` : 'No date chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

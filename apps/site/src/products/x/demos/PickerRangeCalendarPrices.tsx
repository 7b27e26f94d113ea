import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const WEEKDAY_RATE = 90;
const WEEKEND_RATE = 130;

// Friday and Saturday nights cost more.
const isWeekendNight = (day: Dayjs) => day.day() === 5 || day.day() === 6;
const nightlyRate = (day: Dayjs) => (isWeekendNight(day) ? WEEKEND_RATE : WEEKDAY_RATE);

function PriceDay(props: DateRangePickerDayProps<Dayjs>) {
  const { day } = props;
  const weekend = isWeekendNight(day);

  return (
    <DateRangePickerDay
      {...props}
      aria-label={`${day.format('dddd D MMMM')}, €${nightlyRate(day)} a night`}
      sx={
        weekend
          ? {
              [`& .${dateRangePickerDayClasses.notSelectedDate}`]: {
                color: 'secondary.main',
                fontWeight: 700,
              },
            }
          : undefined
      }
    />
  );
}

export default function PickerRangeCalendarPrices() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-10-09'),
    dayjs('2024-10-13'),
  ]);
  const [checkIn, checkOut] = stay;

  let total = 0;
  let nights = 0;
  if (checkIn && checkOut) {
    for (let night = checkIn; night.isBefore(checkOut, 'day'); night = night.add(1, 'day')) {
      total += nightlyRate(night);
      nights += 1;
    }
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          €{WEEKDAY_RATE} a night, €{WEEKEND_RATE} on Friday and Saturday nights (in colour)
        </Typography>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          minDate={dayjs('2024-10-01')}
          slots={{ day: PriceDay }}
        />
        <Typography variant="body2" role="status">
          {nights > 0
            ? `${nights} ${nights === 1 ? 'night' : 'nights'}: €${total}`
            : 'Choose a check-out date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

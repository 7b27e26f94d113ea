import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Stands in for a request to a server: the same month always returns the same days.
function fetchEventDates(month: Dayjs): Promise<string[]> {
  const offset = month.month() * 2;
  const dates = [3, 8, 14, 21, 27].map((day) =>
    month.date(((day + offset) % 28) + 1).format('YYYY-MM-DD'),
  );
  return new Promise((resolve) => {
    setTimeout(() => resolve(dates), 800);
  });
}

interface EventDayProps extends PickersDayProps<Dayjs> {
  eventDates?: string[];
}

function EventDay(props: EventDayProps) {
  const { eventDates = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDates.includes(day.format('YYYY-MM-DD'));

  return (
    <PickersDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      aria-label={hasEvent ? `${day.format('D MMMM')}, has events` : undefined}
      sx={
        hasEvent
          ? {
              '&::after': {
                content: '""',
                position: 'absolute',
                bottom: 4,
                width: 5,
                height: 5,
                borderRadius: '50%',
                // The text colour, so the dot stays visible on the selected day too.
                backgroundColor: 'currentColor',
              },
            }
          : undefined
      }
    />
  );
}

export default function PickerCalendarEvents() {
  const [month, setMonth] = React.useState<Dayjs>(dayjs('2024-05-01'));
  const [eventDates, setEventDates] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEventDates(month).then((dates) => {
      if (active) {
        setEventDates(dates);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [month]);

  const dayProps: Partial<EventDayProps> = { eventDates };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2024-05-14')}
          onMonthChange={(newMonth: Dayjs) => setMonth(newMonth)}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: EventDay }}
          slotProps={{ day: dayProps }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {loading
            ? `Loading events for ${month.format('MMMM YYYY')}…`
            : `${eventDates.length} days with events in ${month.format('MMMM YYYY')}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

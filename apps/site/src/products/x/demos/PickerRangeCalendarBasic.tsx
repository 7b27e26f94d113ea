import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function PickerRangeCalendarBasic() {
  const theme = useTheme();
  // Two months need about 640 px: show one on narrow screens.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-05'),
    dayjs('2024-08-16'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [departure, comeback] = trip;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Date to change"
          value={position}
          onChange={(_event, newPosition: RangePosition | null) => {
            if (newPosition) {
              setPosition(newPosition);
            }
          }}
        >
          <ToggleButton value="start">
            Departure: {departure ? departure.format('D MMM') : '—'}
          </ToggleButton>
          <ToggleButton value="end">
            Return: {comeback ? comeback.format('D MMM') : '—'}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar
            calendars={isWide ? 2 : 1}
            value={trip}
            onChange={(newValue) => setTrip(newValue)}
            rangePosition={position}
            onRangePositionChange={(newPosition) => setPosition(newPosition)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" role="status">
          {departure && comeback
            ? `${comeback.diff(departure, 'day') + 1} days away`
            : 'Now choose the return date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Days on which every delivery slot is already taken.
const FULLY_BOOKED = ['2024-05-15', '2024-05-21', '2024-05-22'];

const isUnavailable = (day: Dayjs) =>
  day.day() === 0 || FULLY_BOOKED.includes(day.format('YYYY-MM-DD'));

export default function PickerStaticCalendar() {
  const [deliveryDay, setDeliveryDay] = React.useState<Dayjs | null>(dayjs('2024-05-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ textAlign: 'center' }}>
        <DateCalendar
          value={deliveryDay}
          onChange={(newValue: Dayjs | null) => setDeliveryDay(newValue)}
          minDate={dayjs('2024-05-14')}
          maxDate={dayjs('2024-06-30')}
          shouldDisableDate={isUnavailable}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {deliveryDay
            ? `Delivery on ${deliveryDay.format('dddd, D MMMM')}`
            : 'Choose a delivery day'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerCalendarViews() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          Date of birth
        </Typography>
        <DateCalendar
          value={birthDate}
          onChange={(newValue: Dayjs | null) => setBirthDate(newValue)}
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          referenceDate={dayjs('1990-01-01')}
          minDate={dayjs('1920-01-01')}
          maxDate={dayjs('2008-05-14')}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {birthDate
            ? `Born on ${birthDate.format('D MMMM YYYY')}`
            : 'Pick a year, then a month, then a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

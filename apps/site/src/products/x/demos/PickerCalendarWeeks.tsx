import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// `week()` comes from this plugin (the adapter counts weeks with it too).
dayjs.extend(weekOfYear);

export default function PickerCalendarWeeks() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-05-15'));
  const [weekNumbers, setWeekNumbers] = React.useState(true);
  const [outsideDays, setOutsideDays] = React.useState(true);
  const [sixWeeks, setSixWeeks] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <DateCalendar
            value={day}
            onChange={(newValue: Dayjs | null) => setDay(newValue)}
            displayWeekNumber={weekNumbers}
            showDaysOutsideCurrentMonth={outsideDays}
            fixedWeekNumber={sixWeeks ? 6 : undefined}
            // The default grey of the week numbers is too faint to read comfortably.
            sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
          />
          <Typography variant="body2" role="status">
            {day ? `Week ${day.week()} of ${day.year()}` : 'No day selected'}
          </Typography>
        </Box>
        <FormGroup sx={{ pt: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={weekNumbers}
                onChange={(event) => setWeekNumbers(event.target.checked)}
              />
            }
            label="Week numbers"
          />
          <FormControlLabel
            control={
              <Switch
                checked={outsideDays}
                onChange={(event) => setOutsideDays(event.target.checked)}
              />
            }
            label="Days of other months"
          />
          <FormControlLabel
            control={
              <Switch checked={sixWeeks} onChange={(event) => setSixWeeks(event.target.checked)} />
            }
            label="Always six weeks"
          />
        </FormGroup>
      </Box>
    </LocalizationProvider>
  );
}

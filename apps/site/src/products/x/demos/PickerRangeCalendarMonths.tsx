import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

type CalendarCount = 1 | 2 | 3;

export default function PickerRangeCalendarMonths() {
  const [campaign, setCampaign] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-09-09'),
    dayjs('2024-10-20'),
  ]);
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);
  const [position, setPosition] = React.useState<CalendarCount>(1);
  const [dragging, setDragging] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box>
            <Typography variant="body2" id="range-months-label" gutterBottom>
              Months shown
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby="range-months-label"
              value={calendars}
              onChange={(_event, value: CalendarCount | null) => {
                if (value) {
                  setCalendars(value);
                  setPosition(1);
                }
              }}
            >
              <ToggleButton value={1}>1</ToggleButton>
              <ToggleButton value={2}>2</ToggleButton>
              <ToggleButton value={3}>3</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Box>
            <Typography variant="body2" id="range-position-label" gutterBottom>
              Current month in
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby="range-position-label"
              value={position}
              onChange={(_event, value: CalendarCount | null) => {
                if (value) {
                  setPosition(value);
                }
              }}
            >
              {([1, 2, 3] as const)
                .filter((value) => value <= calendars)
                .map((value) => (
                  <ToggleButton key={value} value={value} aria-label={`Calendar ${value}`}>
                    {value}
                  </ToggleButton>
                ))}
            </ToggleButtonGroup>
          </Box>
          <FormControlLabel
            control={
              <Switch checked={dragging} onChange={(event) => setDragging(event.target.checked)} />
            }
            label="Drag to edit"
          />
        </Box>
        <DateRangeCalendar
          value={campaign}
          onChange={(newValue) => setCampaign(newValue)}
          calendars={calendars}
          currentMonthCalendarPosition={position}
          disableDragEditing={!dragging}
          // Let the months stack when the row is too narrow for all of them.
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          Campaign runs{' '}
          {campaign[0] && campaign[1]
            ? `from ${campaign[0].format('D MMM')} to ${campaign[1].format('D MMM YYYY')}`
            : 'on dates still to be chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

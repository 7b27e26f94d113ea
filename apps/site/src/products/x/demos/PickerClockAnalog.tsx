import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function PickerClockAnalog() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2024-05-14T09:30'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Clock view"
          value={view}
          onChange={(_event, newView: TimeView | null) => {
            if (newView) {
              setView(newView);
            }
          }}
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="minutes">Minutes</ToggleButton>
        </ToggleButtonGroup>
        <TimeClock
          value={time}
          onChange={(newValue) => setTime(newValue)}
          views={['hours', 'minutes']}
          view={view}
          onViewChange={(newView) => setView(newView)}
          ampm
          ampmInClock
          minutesStep={5}
        />
        <Typography variant="body2" role="status">
          {time ? `Start time: ${time.format('h:mm A')}` : 'No time chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

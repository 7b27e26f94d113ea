import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerClockDigital() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-05-14T12:15'));
  const [hideClosed, setHideClosed] = React.useState(true);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ timePickerToolbarTitle: 'Pickup time' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 160,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <DigitalClock
            value={pickup}
            onChange={(newValue) => setPickup(newValue)}
            timeStep={15}
            minTime={dayjs('2024-05-14T11:00')}
            maxTime={dayjs('2024-05-14T14:30')}
            skipDisabled={hideClosed}
            ampm={false}
          />
        </Box>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={hideClosed}
                onChange={(event) => setHideClosed(event.target.checked)}
              />
            }
            label="Hide times outside opening hours"
          />
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {pickup ? `Lunch pickup at ${pickup.format('HH:mm')}` : 'No pickup time'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}

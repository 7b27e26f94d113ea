import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function PickerClockMultiSection() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2024-05-14T18:30:00'));
  const [twelveHour, setTwelveHour] = React.useState(true);
  const [withSeconds, setWithSeconds] = React.useState(false);

  const format = `${twelveHour ? 'h' : 'HH'}:mm${withSeconds ? ':ss' : ''}${twelveHour ? ' A' : ''}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <MultiSectionDigitalClock
            aria-label="Reminder time"
            value={time}
            onChange={(newValue) => setTime(newValue)}
            ampm={twelveHour}
            views={withSeconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
            timeSteps={{ minutes: 15, seconds: 10 }}
            // Name each entry by its visible text ("05") rather than "5 hours".
            slotProps={{ digitalClockSectionItem: { 'aria-label': undefined } }}
          />
        </Box>
        <Box>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={twelveHour}
                  onChange={(event) => setTwelveHour(event.target.checked)}
                />
              }
              label="12-hour clock"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={withSeconds}
                  onChange={(event) => setWithSeconds(event.target.checked)}
                />
              }
              label="Seconds column"
            />
          </FormGroup>
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {time ? `Reminder at ${time.format(format)}` : 'No reminder time'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}

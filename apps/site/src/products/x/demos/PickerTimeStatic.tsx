import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function PickerTimeStatic() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2024-05-14T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <StaticTimePicker
          defaultValue={dayjs('2024-05-14T06:45')}
          onAccept={(newValue) => setAlarm(newValue)}
          localeText={{ toolbarTitle: 'Wake-up alarm' }}
          slotProps={{ actionBar: { actions: ['accept'] } }}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Typography variant="body2" role="status">
          {alarm?.isValid() ? `Alarm set for ${alarm.format('h:mm A')}.` : 'No alarm set.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

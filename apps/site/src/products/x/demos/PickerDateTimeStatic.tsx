import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function PickerDateTimeStatic() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-05-14T18:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <StaticDateTimePicker
          value={reminder}
          onChange={(newValue) => setReminder(newValue)}
          localeText={{ toolbarTitle: 'Remind me on' }}
          slotProps={{
            toolbar: { toolbarFormat: 'D MMM' },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2" role="status">
          {reminder?.isValid()
            ? `Reminder set for ${reminder.format('dddd D MMMM, h:mm A')}`
            : 'No reminder set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <TimePicker
          label="Every 15 minutes"
          defaultValue={dayjs('2024-05-14T10:15')}
          timeSteps={{ minutes: 15 }}
        />
        <TimePicker
          label="Every 30 minutes, one list"
          defaultValue={dayjs('2024-05-14T10:30')}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
        <TimePicker
          label="Every hour"
          defaultValue={dayjs('2024-05-14T10:00')}
          timeSteps={{ minutes: 60 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

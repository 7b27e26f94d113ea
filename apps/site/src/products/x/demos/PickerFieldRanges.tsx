import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function PickerFieldRanges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 400 }}>
        <SingleInputDateRangeField
          label="Campaign runs"
          defaultValue={[dayjs('2024-06-03'), dayjs('2024-06-16')]}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2024-07-08'), dayjs('2024-07-12')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[dayjs('2024-05-14T08:00'), dayjs('2024-05-14T18:30')]}
          format="HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}

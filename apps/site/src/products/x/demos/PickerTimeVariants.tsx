import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const START = dayjs('2024-05-14T09:30');

export default function PickerTimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <TimePicker label="Responsive" defaultValue={START} />
        <DesktopTimePicker label="Desktop" defaultValue={START} />
        <MobileTimePicker label="Mobile" defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}

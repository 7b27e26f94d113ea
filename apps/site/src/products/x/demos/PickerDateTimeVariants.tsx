import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const START = dayjs('2024-05-14T09:30');

export default function PickerDateTimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <DateTimePicker label="Responsive" defaultValue={START} />
        <DesktopDateTimePicker label="Desktop" defaultValue={START} />
        <MobileDateTimePicker label="Mobile" defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}

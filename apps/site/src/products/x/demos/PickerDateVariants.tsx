import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const START = dayjs('2024-05-14');

export default function PickerDateVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <DatePicker label="Responsive (DatePicker)" defaultValue={START} />
        <DesktopDatePicker label="Always desktop" defaultValue={START} />
        <MobileDatePicker label="Always mobile" defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}

import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const REFERENCE_MONTH = dayjs('2024-09-01');

export default function PickerDateRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DesktopDateRangePicker
          localeText={{ start: 'Desktop: from', end: 'Desktop: to' }}
          referenceDate={REFERENCE_MONTH}
        />
        <MobileDateRangePicker
          localeText={{ start: 'Mobile: from', end: 'Mobile: to' }}
          referenceDate={REFERENCE_MONTH}
        />
      </Stack>
    </LocalizationProvider>
  );
}

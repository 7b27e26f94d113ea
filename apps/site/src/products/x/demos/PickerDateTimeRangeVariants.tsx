import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const REFERENCE_DATE = dayjs('2024-09-02T09:00');

export default function PickerDateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <DesktopDateTimeRangePicker
          localeText={{ start: 'Desktop: from', end: 'Desktop: to' }}
          referenceDate={REFERENCE_DATE}
          slotProps={{
            fieldRoot: { direction: { xs: 'column', sm: 'row' } },
            fieldSeparator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
        <MobileDateTimeRangePicker
          localeText={{ start: 'Mobile: from', end: 'Mobile: to' }}
          referenceDate={REFERENCE_DATE}
          slotProps={{
            fieldRoot: { direction: { xs: 'column', sm: 'row' } },
            fieldSeparator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

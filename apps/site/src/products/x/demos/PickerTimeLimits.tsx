import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';

const FIRST_SLOT = dayjs('2024-05-14T08:00');
const LAST_SLOT = dayjs('2024-05-14T18:00');
const HELPER_TEXT = '8 AM to 6 PM, except 12 to 1 PM';

// No deliveries during the lunch break, 12:00 to 12:59.
function isLunchBreak(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 12;
}

// Both pickers take the same limits; only the second skips the unavailable times in its list.
const deliverySlot = {
  defaultValue: dayjs('2024-05-14T10:30'),
  minTime: FIRST_SLOT,
  maxTime: LAST_SLOT,
  shouldDisableTime: isLunchBreak,
  timeSteps: { minutes: 30 },
  thresholdToRenderTimeInASingleColumn: 48,
  slotProps: { textField: { helperText: HELPER_TEXT } },
};

export default function PickerTimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 300 }}>
        <TimePicker label="Delivery slot" {...deliverySlot} />
        <TimePicker label="Delivery slot (skipDisabled)" {...deliverySlot} skipDisabled />
      </Stack>
    </LocalizationProvider>
  );
}

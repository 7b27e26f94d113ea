import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo identical on every visit; an app would use dayjs().
const today = dayjs('2024-05-14');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This evening',
    getValue: () => [today.hour(18), today.hour(23)],
  },
  {
    label: 'Tomorrow, working day',
    getValue: () => {
      const tomorrow = today.add(1, 'day');
      return [tomorrow.hour(8), tomorrow.hour(18)];
    },
  },
  {
    label: 'Weekend',
    getValue: () => {
      const saturday = today.day(6);
      return [saturday.hour(9), saturday.add(1, 'day').hour(20)];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function PickerDateTimeRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Parking reservation"
        slots={{ field: SingleInputDateTimeRangeField }}
        referenceDate={today}
        timeSteps={{ minutes: 30 }}
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ width: '100%', maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}

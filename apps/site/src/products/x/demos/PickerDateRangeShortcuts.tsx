import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo identical on every visit; an app would use dayjs().
const today = dayjs('2024-05-14');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Week to date', getValue: () => [today.startOf('week'), today] },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Month to date', getValue: () => [today.startOf('month'), today] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = today.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  { label: 'Year to date', getValue: () => [today.startOf('year'), today] },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function PickerDateRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Report from', end: 'Report to' }}
        referenceDate={today}
        maxDate={today}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}

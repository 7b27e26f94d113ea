import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

function SplitActionBar({ onClear, onCancel, onAccept, className }: PickersActionBarProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      className={className}
      sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}
    >
      <Button color="error" onClick={onClear}>
        Remove date
      </Button>
      <Stack direction="row" spacing={1}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onAccept}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

export default function PickerCustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2024-05-14')} slots={{ actionBar: SplitActionBar }} />
    </LocalizationProvider>
  );
}

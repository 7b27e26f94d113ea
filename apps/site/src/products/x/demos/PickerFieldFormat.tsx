import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const date = dayjs('2024-05-04T08:05');

export default function PickerFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        <DateField label="Day, month name and year" defaultValue={date} format="D MMMM YYYY" />
        <DateField
          label="Spacious separators"
          defaultValue={date}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="No leading zeros"
          defaultValue={date}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <TimeField label="24-hour time" defaultValue={date} format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}

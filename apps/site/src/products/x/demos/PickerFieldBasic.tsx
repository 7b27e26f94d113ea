import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function PickerFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        <DateField label="Delivery date" defaultValue={dayjs('2024-05-14')} />
        <TimeField label="Delivery window opens" defaultValue={dayjs('2024-05-14T09:30')} />
        <DateTimeField
          label="Driver leaves the depot"
          defaultValue={dayjs('2024-05-14T07:45')}
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}

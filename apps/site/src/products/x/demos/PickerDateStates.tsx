import * as React from 'react';
import dayjs from 'dayjs';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerDateStates() {
  const [fixedTerm, setFixedTerm] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        <DatePicker
          label="Contract start"
          defaultValue={dayjs('2024-03-01')}
          readOnly
          slotProps={{ textField: { helperText: 'Set by HR, cannot be changed here' } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={fixedTerm}
              onChange={(event) => setFixedTerm(event.target.checked)}
            />
          }
          label="Fixed-term contract"
        />
        <DatePicker
          label="Contract end"
          disabled={!fixedTerm}
          minDate={dayjs('2024-03-01')}
          referenceDate={dayjs('2025-02-28')}
        />
      </Stack>
    </LocalizationProvider>
  );
}

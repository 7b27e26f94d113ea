import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const PAYMENT_TERM_DAYS = 30;

export default function PickerControlledValue() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(dayjs('2024-05-14'));
  const [savedDate, setSavedDate] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  const dueDate = invoiceDate?.isValid() ? invoiceDate.add(PAYMENT_TERM_DAYS, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DatePicker
          label="Invoice date"
          value={invoiceDate}
          onChange={(newValue) => setInvoiceDate(newValue)}
          onAccept={(newValue) => setSavedDate(newValue)}
        />
        <Typography variant="body2">
          Payment due: {dueDate ? dueDate.format('dddd, D MMMM YYYY') : '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          Last saved: {savedDate ? savedDate.format('D MMM YYYY') : 'no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

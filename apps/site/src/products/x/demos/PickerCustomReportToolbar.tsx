import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

function ReportToolbar({ value, hidden, titleId, className }: DatePickerToolbarProps<Dayjs>) {
  if (hidden) {
    return null;
  }

  const date = value?.isValid() ? value : null;

  return (
    <Box className={className} sx={{ px: 3, pt: 2, pb: 1 }}>
      <Typography id={titleId} variant="overline" color="text.secondary">
        Report date
      </Typography>
      <Typography variant="h4" component="p">
        {date ? date.format('dddd') : 'No date'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {date ? date.format('D MMMM YYYY') : 'Choose a day below'}
      </Typography>
    </Box>
  );
}

export default function PickerCustomReportToolbar() {
  const [reportDate, setReportDate] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <StaticDatePicker
          value={reportDate}
          onChange={(newValue) => setReportDate(newValue)}
          referenceDate={dayjs('2024-05-14')}
          disableFuture
          slots={{ toolbar: ReportToolbar }}
          slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
        />
        <Typography variant="body2" role="status">
          {reportDate?.isValid()
            ? `Daily sales for ${reportDate.format('ddd D MMM YYYY')}`
            : 'Choose a day to see its sales.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

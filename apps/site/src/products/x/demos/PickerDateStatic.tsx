import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function PickerDateStatic() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <StaticDatePicker
          value={delivery}
          onChange={(newValue) => setDelivery(newValue)}
          referenceDate={dayjs('2024-05-14')}
          minDate={dayjs('2024-05-15')}
          maxDate={dayjs('2024-06-30')}
          shouldDisableDate={(day) => day.day() === 0}
          localeText={{ toolbarTitle: 'Delivery day' }}
          slotProps={{
            toolbar: { toolbarFormat: 'ddd D MMMM', toolbarPlaceholder: 'Not chosen' },
            actionBar: { actions: [] },
          }}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Typography variant="body2" role="status">
          {delivery
            ? `We will deliver on ${delivery.format('dddd D MMMM')}.`
            : 'Choose a delivery day (no deliveries on Sundays).'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

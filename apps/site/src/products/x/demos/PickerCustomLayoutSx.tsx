import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function PickerCustomLayoutSx() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-05-14')}
        slotProps={{
          actionBar: { actions: ['clear', 'accept'] },
          layout: {
            sx: {
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              maxWidth: '100%',
              [`.${pickersLayoutClasses.toolbar}`]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiTypography-root': { color: 'inherit' },
              },
              [`.${pickersLayoutClasses.actionBar}`]: {
                borderTop: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}

import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

function DeliveryLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar, shortcuts } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={props}
      className={props.className}
      sx={{ bgcolor: 'background.paper', width: 320, maxWidth: '100%' }}
    >
      {toolbar}
      {shortcuts}
      <PickersLayoutContentWrapper>
        {tabs}
        {content}
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
          No deliveries on Sundays. Orders placed before 14:00 ship the same day.
        </Typography>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function PickerCustomLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-05-16')}
        minDate={dayjs('2024-05-14')}
        shouldDisableDate={(date) => date.day() === 0}
        slots={{ layout: DeliveryLayout }}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd, D MMM' },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}

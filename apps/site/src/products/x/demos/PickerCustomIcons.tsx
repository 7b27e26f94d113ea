import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import BackspaceIcon from '@mui/icons-material/Backspace';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function PickerCustomIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <DesktopDatePicker
          label="Check-in"
          defaultValue={dayjs('2024-05-14')}
          slots={{ openPickerIcon: EventIcon, clearIcon: BackspaceIcon }}
          slotProps={{ field: { clearable: true } }}
        />
        <DateCalendar
          defaultValue={dayjs('2024-05-14')}
          slots={{
            leftArrowIcon: ChevronLeftIcon,
            rightArrowIcon: ChevronRightIcon,
            switchViewIcon: ExpandMoreIcon,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const DAY = dayjs('2024-05-14');
// Slots other patients have already booked on that day.
const TAKEN = ['09:30', '10:00', '11:00', '14:00', '14:30', '15:30'];

const OPENING = DAY.hour(9);
const LAST_SLOT = DAY.hour(16).minute(30);

const isUnavailable = (time: Dayjs) =>
  time.isBefore(OPENING) ||
  time.isAfter(LAST_SLOT) ||
  time.hour() === 12 ||
  TAKEN.includes(time.format('HH:mm'));

const SlotItem = styled(MenuItem)(({ theme }) => ({
  margin: '2px 4px',
  '&.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
  },
}));

// The default item leaves out aria-disabled in this version, so screen readers
// would announce taken slots as free. This one marks them as unavailable.
function SlotOption(props: MenuItemProps) {
  return <SlotItem {...props} aria-disabled={props.disabled || undefined} />;
}

export default function PickerClockBooking() {
  const [slot, setSlot] = React.useState<Dayjs | null>(null);
  const [booked, setBooked] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ timePickerToolbarTitle: 'Free appointment times' }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        <Typography variant="subtitle1" component="p">
          Dental check-up, {DAY.format('dddd D MMMM')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Appointments last 30 minutes. Greyed-out times are already taken; the practice closes for
          lunch from 12:00 to 13:00.
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <DigitalClock
            value={slot}
            onChange={(newValue) => {
              // Space can still select a greyed-out time: check it again.
              if (newValue && !isUnavailable(newValue)) {
                setSlot(newValue);
              }
            }}
            referenceDate={OPENING}
            timeStep={30}
            ampm={false}
            shouldDisableTime={isUnavailable}
            slots={{ digitalClockItem: SlotOption }}
          />
        </Box>
        <Button variant="contained" disabled={!slot} onClick={() => setBooked(slot)}>
          {slot ? `Book ${slot.format('HH:mm')}` : 'Choose a time'}
        </Button>
        <Typography variant="body2" role="status">
          {booked
            ? `Booked: ${booked.format('dddd D MMMM')}, ${booked.format('HH:mm')} to ${booked
                .add(30, 'minute')
                .format('HH:mm')}. A confirmation email is on its way.`
            : 'Nothing booked yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The second argument of a clock's onChange.
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function PickerClockSelectionState() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-05-14T06:45'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2024-05-14T06:45'));
  const [lastState, setLastState] = React.useState<SelectionState | 'none'>('none');

  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState) => {
    setDraft(newValue);
    setLastState(selectionState ?? 'none');
    if (selectionState === 'finish') {
      setAlarm(newValue);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={draft} onChange={handleChange} ampm={false} />
        <Typography variant="body2">
          Clock shows {draft ? draft.format('HH:mm') : '--:--'} (last change: {lastState})
        </Typography>
        <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
          {alarm ? `Alarm saved for ${alarm.format('HH:mm')}` : 'No alarm saved'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

interface DayHours {
  day: string;
  isOpen: boolean;
  opens: Dayjs | null;
  closes: Dayjs | null;
}

const INITIAL_HOURS: DayHours[] = [
  {
    day: 'Monday to Friday',
    isOpen: true,
    opens: dayjs('2024-05-14T09:00'),
    closes: dayjs('2024-05-14T18:00'),
  },
  {
    day: 'Saturday',
    isOpen: true,
    opens: dayjs('2024-05-14T10:00'),
    closes: dayjs('2024-05-14T16:00'),
  },
  { day: 'Sunday', isOpen: false, opens: null, closes: null },
];

// Shop hours must be at least half an hour long.
const MIN_LENGTH_MINUTES = 30;

// The button that opens a picker (on mobile, the whole field) is named by this text,
// so it has to say which time it sets.
function openLabel(name: string) {
  return (value: Dayjs | null) =>
    value?.isValid() ? `${name}: ${value.format('h:mm A')}. Change time` : `${name}: choose time`;
}

function summarize({ day, isOpen, opens, closes }: DayHours): string {
  if (!isOpen) {
    return `${day}: closed`;
  }
  if (!opens?.isValid() || !closes?.isValid()) {
    return `${day}: hours missing`;
  }
  return `${day}: ${opens.format('h:mm A')} to ${closes.format('h:mm A')}`;
}

export default function PickerTimeOpeningHours() {
  const [hours, setHours] = React.useState(INITIAL_HOURS);

  const update = (index: number, changes: Partial<DayHours>) => {
    setHours((previous) =>
      previous.map((row, rowIndex) => (rowIndex === index ? { ...row, ...changes } : row)),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        {hours.map((row, index) => {
          const latestOpening = row.closes?.isValid()
            ? row.closes.subtract(MIN_LENGTH_MINUTES, 'minute')
            : undefined;
          const earliestClosing = row.opens?.isValid()
            ? row.opens.add(MIN_LENGTH_MINUTES, 'minute')
            : undefined;
          return (
            <Stack key={row.day} role="group" aria-label={row.day} spacing={1.5}>
              <FormControlLabel
                label={row.day}
                control={
                  <Switch
                    checked={row.isOpen}
                    onChange={(event) => update(index, { isOpen: event.target.checked })}
                  />
                }
              />
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
                <TimePicker
                  label="Opens"
                  localeText={{ openTimePickerDialogue: openLabel(`${row.day}, opens`) }}
                  value={row.opens}
                  onChange={(newValue) => update(index, { opens: newValue })}
                  disabled={!row.isOpen}
                  maxTime={latestOpening}
                  timeSteps={{ minutes: 30 }}
                  thresholdToRenderTimeInASingleColumn={48}
                  skipDisabled
                  sx={{ flex: '1 1 130px' }}
                />
                <TimePicker
                  label="Closes"
                  localeText={{ openTimePickerDialogue: openLabel(`${row.day}, closes`) }}
                  value={row.closes}
                  onChange={(newValue) => update(index, { closes: newValue })}
                  disabled={!row.isOpen}
                  minTime={earliestClosing}
                  timeSteps={{ minutes: 30 }}
                  thresholdToRenderTimeInASingleColumn={48}
                  skipDisabled
                  sx={{ flex: '1 1 130px' }}
                />
              </Stack>
            </Stack>
          );
        })}
        <Typography variant="body2" component="div" role="status">
          {hours.map((row) => (
            <div key={row.day}>{summarize(row)}</div>
          ))}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

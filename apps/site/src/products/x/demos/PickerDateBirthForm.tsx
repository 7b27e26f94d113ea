import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Applicants must be at least 16 on 14 May 2024.
const OLDEST = dayjs('1900-01-01');
const YOUNGEST = dayjs('2008-05-14');

const ERRORS: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'Enter a full date as DD/MM/YYYY',
  minDate: 'Enter a date after 1900',
  maxDate: 'You must be 16 or older to apply',
};

export default function PickerDateBirthForm() {
  const [name, setName] = React.useState('');
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const missingDate = submitted && birthDate === null;
  const helperText = error
    ? (ERRORS[error] ?? 'Check this date')
    : missingDate
      ? 'Enter your date of birth'
      : 'DD/MM/YYYY';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || birthDate === null || error) {
      setMessage('');
      return;
    }
    setMessage(`Thanks, ${name.trim()}. Date of birth: ${birthDate.format('D MMMM YYYY')}.`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        spacing={2}
        sx={{ width: '100%', maxWidth: 300 }}
      >
        <TextField
          label="Full name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && !name.trim()}
          helperText={submitted && !name.trim() ? 'Enter your name' : ' '}
        />
        <DatePicker
          label="Date of birth"
          value={birthDate}
          onChange={(newValue) => setBirthDate(newValue)}
          onError={(newError) => setError(newError)}
          openTo="year"
          views={['year', 'month', 'day']}
          format="DD/MM/YYYY"
          minDate={OLDEST}
          maxDate={YOUNGEST}
          referenceDate={dayjs('1990-01-01')}
          slotProps={{
            textField: {
              required: true,
              error: Boolean(error) || missingDate,
              helperText,
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}

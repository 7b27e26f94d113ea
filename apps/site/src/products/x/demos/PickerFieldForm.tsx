import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Fixed dates so the example behaves the same on every visit.
const BOOKING_DATE = dayjs('2024-05-14');
const RETURN_DATE = dayjs('2024-08-30');
const OLDEST_BIRTH_DATE = dayjs('1900-01-01');

type Messages = Partial<Record<NonNullable<DateValidationError>, string>>;

const birthMessages: Messages = {
  invalidDate: 'Enter the full date as DD/MM/YYYY.',
  minDate: 'Check the year of birth.',
  maxDate: 'The date of birth cannot be after the booking date.',
};

const expiryMessages: Messages = {
  invalidDate: 'Enter the full date as DD/MM/YYYY.',
  minDate: 'The passport must be valid until your return on 30/08/2024.',
};

function getHelperText(
  missing: boolean,
  error: DateValidationError,
  messages: Messages,
  hint: string,
) {
  if (missing) {
    return 'This date is required.';
  }
  if (error) {
    return messages[error] ?? 'Check this date.';
  }
  return hint;
}

export default function PickerFieldForm() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1988-11-02'));
  const [expiryDate, setExpiryDate] = React.useState<Dayjs | null>(null);
  const [birthError, setBirthError] = React.useState<DateValidationError>(null);
  const [expiryError, setExpiryError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);

  const missingExpiry = submitted && expiryDate === null;
  const missingBirth = submitted && birthDate === null;
  const isComplete = birthDate !== null && expiryDate !== null && !birthError && !expiryError;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        spacing={2}
        sx={{ width: '100%', maxWidth: 320 }}
      >
        <Typography component="h3" variant="h6">
          Passport details
        </Typography>
        <TextField label="Passport number" defaultValue="X1234567" required />
        <DateField
          label="Date of birth"
          format="DD/MM/YYYY"
          required
          value={birthDate}
          onChange={(newValue) => setBirthDate(newValue)}
          onError={(newError) => setBirthError(newError)}
          minDate={OLDEST_BIRTH_DATE}
          maxDate={BOOKING_DATE}
          slotProps={{
            textField: {
              error: Boolean(birthError) || missingBirth,
              helperText: getHelperText(
                missingBirth,
                birthError,
                birthMessages,
                'As printed in your passport',
              ),
            },
          }}
        />
        <DateField
          label="Expiry date"
          format="DD/MM/YYYY"
          required
          clearable
          value={expiryDate}
          onChange={(newValue) => setExpiryDate(newValue)}
          onError={(newError) => setExpiryError(newError)}
          minDate={RETURN_DATE}
          slotProps={{
            textField: {
              error: Boolean(expiryError) || missingExpiry,
              helperText: getHelperText(
                missingExpiry,
                expiryError,
                expiryMessages,
                'Must be valid until 30/08/2024',
              ),
            },
          }}
        />
        <Button type="submit" variant="contained">
          Save details
        </Button>
        <div role="status">
          {submitted && isComplete ? (
            <Alert severity="success">Passport details saved.</Alert>
          ) : null}
        </div>
      </Stack>
    </LocalizationProvider>
  );
}

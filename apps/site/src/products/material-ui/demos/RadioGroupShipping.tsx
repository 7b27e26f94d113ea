import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const methods = [
  { value: 'standard', short: 'standard', label: 'Standard, 3–5 working days (free)' },
  { value: 'express', short: 'express', label: 'Express, next working day ($9.90)' },
  { value: 'pickup', short: 'store pickup', label: 'Pick up in store, from tomorrow (free)' },
];

export default function RadioGroupShipping() {
  const labelId = React.useId();
  const helperId = React.useId();
  const [method, setMethod] = React.useState<string>('');
  const [error, setError] = React.useState<boolean>(false);
  const [confirmed, setConfirmed] = React.useState<string>('');

  const handleChange = (_event: React.ChangeEvent<HTMLInputElement>, value: string) => {
    setMethod(value);
    setError(false);
    setConfirmed('');
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === '') {
      setError(true);
      return;
    }
    const chosen = methods.find((option) => option.value === method);
    setConfirmed(chosen ? `Shipping set to ${chosen.short}.` : '');
  };

  let helperText = 'You can change this until the order ships.';
  if (error) helperText = 'Choose a shipping method to continue.';
  else if (confirmed) helperText = confirmed;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormControl error={error}>
        <FormLabel id={labelId}>Shipping method</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="shipping-method"
          value={method}
          onChange={handleChange}
        >
          {methods.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
        <Button type="submit" variant="contained" sx={{ mt: 2, alignSelf: 'flex-start' }}>
          Continue to payment
        </Button>
      </FormControl>
    </form>
  );
}

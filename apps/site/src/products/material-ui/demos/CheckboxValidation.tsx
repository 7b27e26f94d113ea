import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

type Day = 'monday' | 'wednesday' | 'friday';
const labels: Record<Day, string> = { monday: 'Monday', wednesday: 'Wednesday', friday: 'Friday' };

export default function CheckboxValidation() {
  const [days, setDays] = React.useState<Record<Day, boolean>>({
    monday: true,
    wednesday: false,
    friday: false,
  });
  const chosen = Object.values(days).filter(Boolean).length;
  const error = chosen < 2;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setDays({ ...days, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl error={error} component="fieldset" variant="standard">
      <FormLabel component="legend">Training days (pick at least two)</FormLabel>
      <FormGroup>
        {(Object.keys(labels) as Day[]).map((day) => (
          <FormControlLabel
            key={day}
            control={<Checkbox checked={days[day]} onChange={handleChange} name={day} />}
            label={labels[day]}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ? 'Choose one more day' : `${chosen} days chosen`}</FormHelperText>
    </FormControl>
  );
}

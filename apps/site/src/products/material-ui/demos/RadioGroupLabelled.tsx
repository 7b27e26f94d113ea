import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupLabelled() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Billing cycle</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="billing-cycle" defaultValue="monthly">
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly (two months free)" />
        <FormControlLabel
          value="lifetime"
          control={<Radio />}
          label="Lifetime (sold out)"
          disabled
        />
      </RadioGroup>
    </FormControl>
  );
}

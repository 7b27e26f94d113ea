import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Size = 'S' | 'M' | 'L' | 'XL';
const sizes: Size[] = ['S', 'M', 'L', 'XL'];
const stock: Record<Size, number> = { S: 4, M: 12, L: 0, XL: 2 };

export default function RadioGroupControlledRow() {
  const labelId = React.useId();
  const [size, setSize] = React.useState<Size>('M');

  const handleChange = (_event: React.ChangeEvent<HTMLInputElement>, value: string) => {
    setSize(value as Size);
  };

  return (
    <FormControl>
      <FormLabel id={labelId}>T-shirt size</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="shirt-size"
        value={size}
        onChange={handleChange}
      >
        {sizes.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={stock[option] === 0 ? `${option} (sold out)` : option}
            disabled={stock[option] === 0}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        {`Size ${size}: ${stock[size]} left in stock`}
      </Typography>
    </FormControl>
  );
}

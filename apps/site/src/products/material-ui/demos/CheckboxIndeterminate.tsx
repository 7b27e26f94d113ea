import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'] as const;
type Topping = (typeof toppings)[number];

export default function CheckboxIndeterminate() {
  const [selected, setSelected] = React.useState<Topping[]>(['Olives']);
  const all = selected.length === toppings.length;
  const some = selected.length > 0 && !all;

  const toggle = (topping: Topping) => {
    setSelected((prev) =>
      prev.includes(topping) ? prev.filter((t) => t !== topping) : [...prev, topping],
    );
  };

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            onChange={() => setSelected(all ? [] : [...toppings])}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox checked={selected.includes(topping)} onChange={() => toggle(topping)} />
            }
          />
        ))}
      </Box>
    </div>
  );
}

import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Currency = { code: string; name: string };

const euro: Currency = { code: 'EUR', name: 'Euro' };

const currencies: Currency[] = [
  euro,
  { code: 'USD', name: 'US dollar' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'SEK', name: 'Swedish krona' },
];

const formatCurrency = (currency: Currency) => `${currency.code} · ${currency.name}`;

export default function JoyAutocompleteControlled() {
  const [value, setValue] = React.useState<Currency | null>(euro);
  // Start with the label of the initial value so the field does not change after hydration.
  const [inputValue, setInputValue] = React.useState<string>(formatCurrency(euro));

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Invoice currency</FormLabel>
        <Autocomplete
          options={currencies}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
          getOptionLabel={formatCurrency}
          isOptionEqualToValue={(option, selected) => option.code === selected.code}
        />
      </FormControl>
      <Typography level="body-sm">
        <code>value</code>: {value ? value.code : 'null'}
      </Typography>
      <Typography level="body-sm">
        <code>inputValue</code>: “{inputValue}”
      </Typography>
    </Stack>
  );
}

import * as React from 'react';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LocalShipping from '@mui/icons-material/LocalShipping';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Currency = 'EUR' | 'GBP' | 'CHF' | 'USD';

const rates: Record<Currency, number> = { EUR: 1, GBP: 0.85, CHF: 0.95, USD: 1.08 }; // per euro

const countries: [code: string, name: string, currency: Currency][] = [
  ['DE', 'Germany', 'EUR'],
  ['IE', 'Ireland', 'EUR'],
  ['GB', 'United Kingdom', 'GBP'],
  ['CH', 'Switzerland', 'CHF'],
  ['US', 'United States', 'USD'],
];

// Darker placeholder for contrast, and an arrow that flips while the listbox is open.
const selectSx = {
  '--Select-placeholderOpacity': 0.75,
  [`& .${selectClasses.indicator}`]: { transition: 'transform 0.2s' },
  [`& .${selectClasses.indicator}.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
};

export default function JoySelectCheckout() {
  const [country, setCountry] = React.useState<string | null>(null);
  const [currency, setCurrency] = React.useState<Currency | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl required>
        <FormLabel>Ship to</FormLabel>
        <Select
          name="country"
          required
          placeholder="Choose a country"
          value={country}
          onChange={(_event, code) => {
            setCountry(code);
            // Suggest the local currency; the reader can still change it.
            setCurrency(countries.find(([c]) => c === code)?.[2] ?? null);
          }}
          startDecorator={<LocalShipping />}
          indicator={<KeyboardArrowDown />}
          sx={selectSx}
        >
          {countries.map(([code, name]) => (
            <Option key={code} value={code}>
              {name}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Pay in</FormLabel>
        <Select
          placeholder="Choose a currency"
          value={currency}
          onChange={(_event, code) => code && setCurrency(code)}
          indicator={<KeyboardArrowDown />}
          sx={selectSx}
        >
          {(Object.keys(rates) as Currency[]).map((code) => (
            <Option key={code} value={code}>
              {code}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Typography level="body-sm" role="status">
        {currency ? `Total: ${(86.4 * rates[currency]).toFixed(2)} ${currency}` : 'No country yet.'}
      </Typography>
    </Stack>
  );
}

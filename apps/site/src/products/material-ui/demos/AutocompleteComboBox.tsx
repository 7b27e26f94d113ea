import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  label: string;
}

const countries: Country[] = [
  { code: 'AR', label: 'Argentina' },
  { code: 'AU', label: 'Australia' },
  { code: 'BR', label: 'Brazil' },
  { code: 'CA', label: 'Canada' },
  { code: 'DE', label: 'Germany' },
  { code: 'ES', label: 'Spain' },
  { code: 'FR', label: 'France' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'IN', label: 'India' },
  { code: 'JP', label: 'Japan' },
  { code: 'KE', label: 'Kenya' },
  { code: 'MX', label: 'Mexico' },
  { code: 'NL', label: 'Netherlands' },
  { code: 'NZ', label: 'New Zealand' },
  { code: 'SE', label: 'Sweden' },
  { code: 'US', label: 'United States' },
];

export default function AutocompleteComboBox() {
  return (
    <Autocomplete
      options={countries}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Shipping country" />}
    />
  );
}

import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const timezones: string[] = [
  'Africa/Nairobi',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Pacific/Auckland',
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<string | null>('Europe/London');
  const [inputValue, setInputValue] = React.useState<string>('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        options={timezones}
        value={value}
        onChange={(_event, newValue: string | null) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue: string) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Time zone" />}
      />
      <Typography variant="body2" color="text.secondary">
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        inputValue: &apos;{inputValue}&apos;
      </Typography>
    </Stack>
  );
}

import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches: string[] = [
  'wireless headphones',
  'usb-c charger',
  'mechanical keyboard',
  'laptop stand',
  'noise cancelling earbuds',
  'monitor arm',
];

export default function AutocompleteFreeSolo() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        value={query}
        onChange={(_event, newValue: string | null) => setQuery(newValue)}
        renderInput={(params) => (
          <TextField {...params} label="Search products" placeholder="Type and press Enter" />
        )}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {query ? `Showing results for “${query}”` : 'No search yet'}
      </Typography>
    </Stack>
  );
}

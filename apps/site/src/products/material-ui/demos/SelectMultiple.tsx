import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { SelectChangeEvent } from '@mui/material/Select';

const languages = ['TypeScript', 'Rust', 'Go', 'Kotlin', 'Python', 'Elixir'];

export default function SelectMultiple() {
  const [chosen, setChosen] = React.useState<string[]>(['TypeScript']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand back a comma-separated string instead of an array.
    setChosen(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="select-multiple-label">Languages</InputLabel>
      <Select
        labelId="select-multiple-label"
        multiple
        value={chosen}
        onChange={handleChange}
        input={<OutlinedInput label="Languages" />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {language}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

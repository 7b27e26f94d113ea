import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SelectChangeEvent } from '@mui/material/Select';

type Region = '' | 'eu' | 'us' | 'apac';

export default function SelectBasic() {
  const [region, setRegion] = React.useState<Region>('');

  const handleChange = (event: SelectChangeEvent<Region>) => {
    setRegion(event.target.value as Region);
  };

  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel id="select-basic-label">Data region</InputLabel>
      <Select
        labelId="select-basic-label"
        id="select-basic"
        value={region}
        label="Data region"
        onChange={handleChange}
      >
        <MenuItem value="">
          <em>Not set</em>
        </MenuItem>
        <MenuItem value="eu">Europe</MenuItem>
        <MenuItem value="us">United States</MenuItem>
        <MenuItem value="apac">Asia Pacific</MenuItem>
      </Select>
      <FormHelperText>Where your files are stored</FormHelperText>
    </FormControl>
  );
}

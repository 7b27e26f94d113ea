import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';

export default function SelectNative() {
  const [size, setSize] = React.useState<string>('m');

  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    setSize(event.target.value);
  };

  return (
    <div>
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel variant="standard" htmlFor="select-native-size">
          T-shirt size
        </InputLabel>
        <NativeSelect
          value={size}
          onChange={handleChange}
          inputProps={{ id: 'select-native-size' }}
        >
          <option value="s">Small</option>
          <option value="m">Medium</option>
          <option value="l">Large</option>
        </NativeSelect>
      </FormControl>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected value: {size}
      </Typography>
    </div>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldAdornments() {
  const [showPassword, setShowPassword] = React.useState<boolean>(false);

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <TextField
        id="text-field-price"
        label="Price"
        type="number"
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
          },
          htmlInput: { min: 0, step: 0.5 },
        }}
      />
      <TextField
        id="text-field-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" onClick={() => setShowPassword((shown) => !shown)}>
                  {showPassword ? 'Hide' : 'Show'}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField id="text-field-notes" label="Notes" multiline minRows={3} />
    </Stack>
  );
}

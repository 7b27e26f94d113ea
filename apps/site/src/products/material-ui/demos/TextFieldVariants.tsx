import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField id="text-field-outlined" label="Outlined" variant="outlined" />
      <TextField id="text-field-filled" label="Filled" variant="filled" />
      <TextField id="text-field-standard" label="Standard" variant="standard" />
    </Stack>
  );
}

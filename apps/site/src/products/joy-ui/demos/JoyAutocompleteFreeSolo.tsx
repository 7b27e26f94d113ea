import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const commonTitles = [
  'Backend engineer',
  'Customer support specialist',
  'Data analyst',
  'Engineering manager',
  'Frontend engineer',
  'Product designer',
  'Product manager',
];

export default function JoyAutocompleteFreeSolo() {
  const [title, setTitle] = React.useState<string>('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Job title</FormLabel>
        <Autocomplete
          freeSolo
          options={commonTitles}
          inputValue={title}
          onInputChange={(_event, newTitle) => setTitle(newTitle)}
          placeholder="e.g. Product designer"
        />
        <FormHelperText>Pick a common title or write your own.</FormHelperText>
      </FormControl>
      <Typography level="body-sm" role="status">
        {title.trim()
          ? `Your profile will read “${title.trim()}”.`
          : 'Your profile has no job title yet.'}
      </Typography>
    </Stack>
  );
}

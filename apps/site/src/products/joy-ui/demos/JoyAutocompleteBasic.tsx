import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const offices = [
  'Amsterdam',
  'Berlin',
  'Buenos Aires',
  'Lisbon',
  'Melbourne',
  'Nairobi',
  'Seoul',
  'Toronto',
  'Vancouver',
];

export default function JoyAutocompleteBasic() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Home office</FormLabel>
      <Autocomplete options={offices} placeholder="Type a city" />
      <FormHelperText>Type to narrow the list, or open it with the arrow.</FormHelperText>
    </FormControl>
  );
}

import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function JoyInputBasic() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Full name</FormLabel>
        <Input name="fullName" autoComplete="name" placeholder="Amara Okafor" />
      </FormControl>
      <FormControl required>
        <FormLabel>Email</FormLabel>
        <Input type="email" name="email" autoComplete="email" placeholder="you@example.com" />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Workspace</FormLabel>
        <Input name="workspace" defaultValue="northwind-logistics" />
      </FormControl>
    </Stack>
  );
}

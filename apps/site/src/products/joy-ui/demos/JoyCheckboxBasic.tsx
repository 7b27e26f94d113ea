import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyCheckboxBasic() {
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm">Before you send</Typography>
      <Checkbox name="remember" label="Keep me signed in on this device" defaultChecked />
      <Checkbox name="copy" value="yes" label="Send me a copy of this message" />
      <Checkbox
        name="cookies"
        value="essential"
        label="Essential cookies (always on)"
        defaultChecked
        disabled
      />
    </Stack>
  );
}

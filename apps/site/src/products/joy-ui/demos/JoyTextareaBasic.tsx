import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function JoyTextareaBasic() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Delivery instructions</FormLabel>
        <Textarea
          name="deliveryNotes"
          minRows={2}
          maxRows={4}
          placeholder="For example: leave the parcel with the neighbour at number 12."
        />
        <FormHelperText>Grows to four lines as you type, then scrolls.</FormHelperText>
      </FormControl>
      <FormControl required>
        <FormLabel>Reason for the return</FormLabel>
        <Textarea
          name="returnReason"
          minRows={3}
          defaultValue="The jacket runs small. I ordered a medium and need a large instead."
        />
        <FormHelperText>Starts at three lines and grows without a limit.</FormHelperText>
      </FormControl>
    </Stack>
  );
}

import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyTextareaVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {variants.map((variant) => (
          <FormControl key={variant}>
            <FormLabel>Meeting notes ({variant})</FormLabel>
            <Textarea variant={variant} minRows={2} placeholder="Agenda, decisions, next steps" />
          </FormControl>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <FormControl key={size} size={size}>
            <FormLabel>Comment ({size})</FormLabel>
            <Textarea minRows={2} placeholder="Add a comment" />
          </FormControl>
        ))}
        <FormControl>
          <FormLabel>Release note (primary colour)</FormLabel>
          <Textarea
            color="primary"
            minRows={2}
            defaultValue="Invoices can now be exported as CSV from the billing page."
          />
        </FormControl>
      </Stack>
    </Stack>
  );
}

import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyInputVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {variants.map((variant) => (
          <FormControl key={variant}>
            <FormLabel>Project name ({variant})</FormLabel>
            <Input variant={variant} placeholder="Q3 launch plan" />
          </FormControl>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <FormControl key={size} size={size}>
            <FormLabel>Invoice number ({size})</FormLabel>
            <Input placeholder="INV-2041" />
          </FormControl>
        ))}
        <FormControl>
          <FormLabel>Discount code (success colour)</FormLabel>
          <Input color="success" defaultValue="WELCOME10" />
        </FormControl>
      </Stack>
    </Stack>
  );
}

import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyButtonSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size={size}>Export report</Button>
          <Button size={size} variant="outlined" color="neutral">
            Preview
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

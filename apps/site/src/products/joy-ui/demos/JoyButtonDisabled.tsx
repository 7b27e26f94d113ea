import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function JoyButtonDisabled() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {variants.map((variant) => (
        <Button key={variant} variant={variant} disabled>
          Issue refund
        </Button>
      ))}
    </Stack>
  );
}

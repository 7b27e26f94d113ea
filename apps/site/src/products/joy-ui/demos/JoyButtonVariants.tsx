import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const variants: Variant[] = ['solid', 'soft', 'outlined', 'plain'];

// Each colour paired with an action whose meaning matches it.
const actions: { color: Color; label: string }[] = [
  { color: 'primary', label: 'Publish' },
  { color: 'neutral', label: 'Cancel' },
  { color: 'success', label: 'Approve' },
  { color: 'warning', label: 'Archive' },
  { color: 'danger', label: 'Delete' },
];

export default function JoyButtonVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          {actions.map(({ color, label }) => (
            <Button key={color} variant={variant} color={color}>
              {label}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

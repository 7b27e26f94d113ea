import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const variants: Variant[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: Color[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyCheckboxVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Checkbox key={color} variant={variant} color={color} label={color} defaultChecked />
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
          size
        </Typography>
        {sizes.map((size) => (
          <Checkbox key={size} size={size} label={`Size ${size}`} defaultChecked={size !== 'sm'} />
        ))}
      </Stack>
    </Stack>
  );
}

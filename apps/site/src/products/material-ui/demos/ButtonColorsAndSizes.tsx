import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors: ButtonProps['color'][] = ['primary', 'secondary', 'success', 'error', 'warning'];
const sizes: NonNullable<ButtonProps['size']>[] = ['small', 'medium', 'large'];

export default function ButtonColorsAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Button key={size} variant="outlined" size={size}>
            {size}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

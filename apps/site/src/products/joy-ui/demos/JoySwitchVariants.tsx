import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

const variants: Variant[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: Color[] = ['primary', 'neutral', 'success', 'warning', 'danger'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoySwitchVariants() {
  const [sync, setSync] = React.useState<boolean>(true);

  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Switch
              key={color}
              variant={variant}
              color={color}
              defaultChecked
              slotProps={{ input: { 'aria-label': `${variant} ${color} switch` } }}
            />
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
          sizes
        </Typography>
        {sizes.map((size) => (
          <Switch key={size} size={size} slotProps={{ input: { 'aria-label': `Size ${size}` } }} />
        ))}
      </Stack>
      <Switch
        checked={sync}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setSync(event.target.checked)}
        color={sync ? 'success' : 'neutral'}
        startDecorator={<Typography level="body-sm">Off</Typography>}
        endDecorator={<Typography level="body-sm">On</Typography>}
        slotProps={{ input: { 'aria-label': 'Sync contacts with your phone' } }}
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

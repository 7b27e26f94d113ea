import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyCircularProgressVariants() {
  return (
    <Stack spacing={3}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <CircularProgress
              key={color}
              determinate
              value={65}
              variant={variant}
              color={color}
              aria-label={`${variant} ${color} progress`}
            />
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm" sx={{ width: 64 }}>
          sizes
        </Typography>
        {sizes.map((size) => (
          <CircularProgress key={size} size={size} aria-label={`Loading, size ${size}`} />
        ))}
        <CircularProgress size="lg" thickness={2} aria-label="Loading, thickness 2" />
        <CircularProgress size="lg" thickness={12} aria-label="Loading, thickness 12" />
      </Stack>
    </Stack>
  );
}

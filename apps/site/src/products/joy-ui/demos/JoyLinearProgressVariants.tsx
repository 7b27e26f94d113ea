import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyLinearProgressVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Typography level="body-sm">{variant}</Typography>
          <Stack direction="row" spacing={1.5}>
            {colors.map((color) => (
              <LinearProgress
                key={color}
                determinate
                value={60}
                variant={variant}
                color={color}
                aria-label={`${variant} ${color} progress`}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      <Stack spacing={1.5}>
        <Typography level="body-sm">sizes, then thickness 2 and 16</Typography>
        {sizes.map((size) => (
          <LinearProgress key={size} size={size} aria-label={`Loading, size ${size}`} />
        ))}
        <LinearProgress thickness={2} aria-label="Loading, thickness 2" />
        <LinearProgress thickness={16} aria-label="Loading, thickness 16" />
      </Stack>
    </Stack>
  );
}

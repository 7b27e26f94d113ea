import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';

const statuses: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Draft', color: 'neutral' },
  { label: 'In review', color: 'primary' },
  { label: 'Published', color: 'success' },
  { label: 'Needs changes', color: 'warning' },
  { label: 'Rejected', color: 'danger' },
];

const variants = ['soft', 'outlined', 'solid'] as const;

export default function JoyBoxVariantTokens() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {statuses.map(({ label, color }) => (
            <Box
              key={label}
              component="span"
              sx={(theme) => ({
                ...theme.variants[variant][color],
                px: 1.25,
                py: 0.25,
                borderRadius: 'xl',
                fontSize: 'xs',
                fontWeight: 'lg',
                lineHeight: 'md',
              })}
            >
              {label}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

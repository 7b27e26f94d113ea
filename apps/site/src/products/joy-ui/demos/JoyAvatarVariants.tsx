import Business from '@mui/icons-material/Business';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyAvatarVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ width: 72 }}>
          Variants
        </Typography>
        {variants.map((variant) => (
          <Avatar key={variant} variant={variant}>
            NO
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ width: 72 }}>
          Colours
        </Typography>
        {colors.map((color) => (
          <Avatar key={color} color={color} variant="solid">
            LB
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ width: 72 }}>
          Sizes
        </Typography>
        {sizes.map((size) => (
          <Avatar key={size} size={size} color="primary">
            TR
          </Avatar>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', '--Icon-fontSize': '1.25rem' }}
      >
        <Typography level="body-sm" sx={{ width: 72 }}>
          Icons
        </Typography>
        <Avatar role="img" aria-label="Company account" color="primary">
          <Business />
        </Avatar>
        <Avatar role="img" aria-label="Automated account" color="success">
          <SmartToyOutlined />
        </Avatar>
        <Avatar role="img" aria-label="Guest without a profile" />
      </Stack>
    </Stack>
  );
}

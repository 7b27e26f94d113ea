import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const corners = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const;

function Square() {
  return <Box sx={{ width: 40, height: 40, borderRadius: 'sm', bgcolor: 'background.level2' }} />;
}

export default function JoyBadgeAppearance() {
  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} badgeContent={7}>
            <Square />
          </Badge>
        ))}
        {colors.map((color) => (
          <Badge key={color} color={color} badgeContent={7}>
            <Square />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3, alignItems: 'center' }}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <Square />
          </Badge>
        ))}
        {corners.map((corner) => (
          <Badge
            key={`${corner.vertical}-${corner.horizontal}`}
            anchorOrigin={corner}
            badgeContent="!"
            color="warning"
          >
            <Square />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Badge color="success" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          <Avatar>JB</Avatar>
        </Badge>
        <Badge
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeInset="14%"
        >
          <Avatar>JB</Avatar>
        </Badge>
      </Stack>
    </Stack>
  );
}

import SvgIcon, { type SvgIconProps } from '@mui/joy/SvgIcon';
import Stack from '@mui/joy/Stack';

// A parcel drawn with strokes on the default 24 × 24 viewBox.
function ParcelIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M12 3 4 7v10l8 4 8-4V7l-8-4zM4 7l8 4 8-4M12 11v10M8 5l8 4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

const sizes = ['sm', 'md', 'lg'] as const;
const fontSizes = ['xl3', 'xl4'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;

export default function JoySvgIconBasic() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map((size) => (
          <ParcelIcon key={size} size={size} />
        ))}
        {fontSizes.map((fontSize) => (
          <ParcelIcon key={fontSize} fontSize={fontSize} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {colors.map((color) => (
          <ParcelIcon key={color} color={color} size="lg" />
        ))}
      </Stack>
    </Stack>
  );
}

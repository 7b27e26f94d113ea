import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const underlines = ['hover', 'always', 'none'] as const;

export default function JoyLinkAppearance() {
  return (
    <Stack spacing={3}>
      <Typography level="body-md" sx={{ maxWidth: 520 }}>
        Returns are free within 30 days. Read the{' '}
        <Link href="#return-policy">full return policy</Link> or{' '}
        <Link href="#start-return" underline="always">
          start a return
        </Link>{' '}
        from your order history.
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Link href="#release-notes" level="title-lg">
          Release notes
        </Link>
        <Link href="#status-page" level="body-sm">
          Status page
        </Link>
        <Link href="#api-reference" level="body-xs">
          API reference
        </Link>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {underlines.map((underline) => (
          <Link key={underline} href={`#underline-${underline}`} underline={underline}>
            underline=&quot;{underline}&quot;
          </Link>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Link key={color} href={`#color-${color}`} color={color}>
            {color}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}

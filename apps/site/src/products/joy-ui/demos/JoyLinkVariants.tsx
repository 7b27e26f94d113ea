import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function JoyLinkVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {variants.map((variant) => (
          <Link key={variant} href={`#variant-${variant}`} variant={variant}>
            {variant}
          </Link>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Link href="#invoice-2041" startDecorator={<DownloadRounded />}>
          Download invoice INV-2041
        </Link>
        <Link href="#pricing" endDecorator={<ArrowForwardRounded />}>
          See all plans
        </Link>
        <Link
          href="#status"
          underline="none"
          endDecorator={
            <Chip size="sm" variant="soft" color="success">
              All systems normal
            </Chip>
          }
        >
          Service status
        </Link>
      </Stack>
      <Typography level="body-sm">
        Your receipt will be ready after payment:{' '}
        {/* No href: a disabled link must not be reachable or followable. */}
        <Link disabled aria-disabled="true" startDecorator={<DownloadRounded />}>
          Download receipt
        </Link>
      </Typography>
    </Stack>
  );
}

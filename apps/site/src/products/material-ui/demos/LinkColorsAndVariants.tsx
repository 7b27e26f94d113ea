import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColorsAndVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#pricing">Primary (default)</Link>
        <Link href="#pricing" color="secondary">
          Secondary
        </Link>
        <Link href="#pricing" color="text.secondary">
          text.secondary
        </Link>
        <Link href="#pricing" color="inherit">
          Inherit
        </Link>
      </Stack>
      <Link href="#guides" variant="h6">
        Getting started guides
      </Link>
      <Link href="#changelog" variant="body2">
        View the full changelog
      </Link>
      <Typography variant="caption" color="text.secondary">
        Prices exclude VAT. <Link href="#vat">How VAT is calculated</Link>
      </Typography>
    </Stack>
  );
}

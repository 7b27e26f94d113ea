import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';

type Variant = NonNullable<TypographyProps['variant']>;

const samples: [Variant, string][] = [
  ['h1', 'Sale'],
  ['h2', 'Summer'],
  ['h3', 'Checkout'],
  ['h4', 'Order summary'],
  ['h5', 'Shipping address'],
  ['h6', 'Payment method'],
  ['subtitle1', 'Delivered on 12 June'],
  ['subtitle2', '3 items, 2 parcels'],
  ['body1', 'Your order has shipped and should arrive within three working days.'],
  ['body2', 'We will email you a tracking link as soon as the carrier scans the parcel.'],
  ['button', 'Track parcel'],
  ['caption', 'Prices include VAT'],
  ['overline', 'Order 10482'],
];

export default function TypographyScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '90px 1fr',
        columnGap: 2,
        alignItems: 'baseline',
      }}
    >
      {samples.map(([variant, text]) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {variant}
          </Typography>
          {/* component="div": these are samples, not headings of this page. */}
          <Typography variant={variant} component="div" noWrap>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const lines = [
  { label: 'Linen duvet cover, 200 × 220', amount: 89.0 },
  { label: 'Pillowcases, set of 2', amount: 34.5 },
  { label: 'Shipping', amount: 0 },
];

const formatEuro = (amount: number) => (amount === 0 ? 'Free' : `€${amount.toFixed(2)}`);

export default function JoySheetOrderSummary() {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  return (
    <Sheet
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: 3, borderRadius: 'lg', boxShadow: 'sm', maxWidth: 380 }}
    >
      <Typography id="order-summary-title" level="title-lg" component="h3" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <Stack spacing={1}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography level="body-sm">{line.label}</Typography>
            <Typography level="body-sm" textColor="text.primary">
              {formatEuro(line.amount)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography level="title-md">Total (incl. VAT)</Typography>
        <Typography level="title-md">{formatEuro(total)}</Typography>
      </Stack>
      <Sheet
        variant="soft"
        color="success"
        sx={{ p: 1.5, borderRadius: 'sm', mb: 2, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <LocalShippingRounded />
        <Typography level="body-sm" textColor="inherit">
          Free delivery applied: your order is over €50.
        </Typography>
      </Sheet>
      <Button fullWidth size="lg">
        Go to payment
      </Button>
    </Sheet>
  );
}

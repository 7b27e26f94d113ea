import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Espresso grinder', amount: 189.0 },
  { label: 'Descaling tablets (×2)', amount: 14.5 },
  { label: 'Shipping', amount: 0 },
];

const format = (amount: number) => (amount === 0 ? 'Free' : `€${amount.toFixed(2)}`);

export default function PaperOrderSummary() {
  const titleId = React.useId();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 3, maxWidth: 340 }}
    >
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        Order summary
      </Typography>
      <Stack spacing={1}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography variant="body2">{format(line.amount)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="subtitle1">Total</Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }}>
          {format(total)}
        </Typography>
      </Stack>
      <Button variant="contained" fullWidth>
        Place order
      </Button>
    </Paper>
  );
}

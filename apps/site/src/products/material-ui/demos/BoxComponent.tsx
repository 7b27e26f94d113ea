import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const lines: [label: string, amount: string][] = [
  ['Subtotal (3 items)', '€84.00'],
  ['Shipping', '€4.90'],
  ['Discount SPRING10', '−€8.40'],
];

export default function BoxComponent() {
  const headingId = React.useId();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        width: '100%',
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        Order summary
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: 2,
          rowGap: 1,
          m: 0,
          mt: 1.5,
          typography: 'body2',
          '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {lines.map(([label, amount]) => (
          <React.Fragment key={label}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd">{amount}</Box>
          </React.Fragment>
        ))}
        <Box
          component="dt"
          sx={{ pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 'bold' }}
        >
          Total
        </Box>
        <Box
          component="dd"
          sx={{ pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 'bold' }}
        >
          €80.50
        </Box>
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_PRICE = 0;
const MAX_PRICE = 500;

function formatPrice(value: number): string {
  return value === MAX_PRICE ? `$${value}+` : `$${value}`;
}

export default function SliderPriceRange() {
  const [range, setRange] = React.useState<[number, number]>([50, 250]);

  const handleChange = (_event: Event, value: number | number[]) => {
    if (Array.isArray(value)) setRange([value[0] ?? MIN_PRICE, value[1] ?? MAX_PRICE]);
  };

  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        Price
      </Typography>
      <Slider
        value={range}
        onChange={handleChange}
        min={MIN_PRICE}
        max={MAX_PRICE}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {`Showing items from ${formatPrice(range[0])} to ${formatPrice(range[1])}`}
      </Typography>
    </Box>
  );
}

import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const products = [
  { name: 'Trail running shoes', price: 129 },
  { name: 'Merino base layer', price: 79 },
  { name: 'Insulated jacket', price: 249 },
  { name: 'Waterproof trousers', price: 159 },
  { name: 'Hiking socks, 3 pairs', price: 29 },
  { name: 'Daypack, 22 litres', price: 99 },
];

const marks = [0, 100, 200, 300].map((value) => ({ value, label: `€${value}` }));

export default function JoySliderPriceFilter() {
  // `range` follows the thumbs while dragging; `applied` filters the list once they are released.
  const [range, setRange] = React.useState<number[]>([50, 200]);
  const [applied, setApplied] = React.useState<number[]>([50, 200]);
  const [low = 0, high = 300] = applied;
  const results = products.filter((p) => p.price >= low && p.price <= high);

  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Typography level="title-sm">
        Price: €{range[0]} to €{range[1]}
      </Typography>
      <Slider
        value={range}
        onChange={(_event, value) => Array.isArray(value) && setRange(value)}
        onChangeCommitted={(_event, value) => Array.isArray(value) && setApplied(value)}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `${value} euros`}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `€${value}`}
        min={0}
        max={300}
        step={10}
        marks={marks}
        disableSwap
        sx={{ mx: 1.5, width: 'auto' }}
      />
      <Typography level="body-sm" role="status" sx={{ pt: 2 }}>
        {results.length} of {products.length} products in this range
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {results.map((p) => (
          <Typography component="li" level="body-sm" key={p.name}>
            {p.name}, €{p.price}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

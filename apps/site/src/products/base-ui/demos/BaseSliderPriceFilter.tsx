import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const RangeSlider = styled(Slider)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 4,
    padding: '12px 0',
    color: palette.primary.main,
    cursor: 'pointer',
    touchAction: 'none',
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute',
      width: '100%',
      height: 4,
      borderRadius: 2,
      backgroundColor: palette.grey[500],
    },
    [`& .${sliderClasses.track}`]: {
      position: 'absolute',
      height: 4,
      borderRadius: 2,
      backgroundColor: 'currentColor',
    },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute',
      width: 20,
      height: 20,
      marginLeft: -10,
      marginTop: -8,
      boxSizing: 'border-box',
      border: '3px solid currentColor',
      borderRadius: '50%',
      backgroundColor: palette.background.paper,
      '&:hover': { boxShadow: `0 0 0 6px ${palette.action.hover}` },
    },
    [`& .${sliderClasses.focusVisible}`]: {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
  };
});

const products = [
  { name: 'Trail socks (3 pack)', price: 24 },
  { name: 'Running cap', price: 35 },
  { name: 'Hydration vest', price: 89 },
  { name: 'Trail runner 2', price: 140 },
  { name: 'Waterproof shell', price: 210 },
  { name: 'GPS watch', price: 349 },
];

const formatPrice = (value: number) => `$${value}`;

export default function BaseSliderPriceFilter() {
  const [range, setRange] = React.useState<[number, number]>([30, 250]);
  const [min, max] = range;
  const matches = products.filter((product) => product.price >= min && product.price <= max);

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="subtitle2" component="span">
          Price
        </Typography>
        <Typography variant="body2" aria-hidden>
          {formatPrice(min)} – {formatPrice(max)}
        </Typography>
      </Box>
      <RangeSlider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        value={range}
        onChange={(_event, value) => {
          if (Array.isArray(value)) {
            const [low = 0, high = 400] = value;
            setRange([low, high]);
          }
        }}
        min={0}
        max={400}
        step={10}
        disableSwap
        name="price"
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {matches.length} of {products.length} products
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2', color: 'text.primary' }}>
        {matches.map((product) => (
          <li key={product.name}>
            {product.name} — {formatPrice(product.price)}
          </li>
        ))}
      </Box>
    </Box>
  );
}

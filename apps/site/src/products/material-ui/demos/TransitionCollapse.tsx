import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const items = [
  { name: 'Trail running shoes', price: '€129.00' },
  { name: 'Merino socks (3 pairs)', price: '€36.00' },
  { name: 'Shipping', price: '€4.90' },
];

export default function TransitionCollapse() {
  const [open, setOpen] = React.useState(true);
  // Readers who ask the system for less motion get the change without the animation.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <FormControlLabel
        control={<Switch checked={open} onChange={(_e, checked) => setOpen(checked)} />}
        label="Show order details"
      />
      <Collapse in={open} timeout={reduceMotion ? 0 : 'auto'} unmountOnExit>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.name}
              sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}
            >
              <Typography variant="body2">{item.name}</Typography>
              <Typography variant="body2">{item.price}</Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
      <Typography sx={{ mt: 1, fontWeight: 500 }}>Total: €169.90</Typography>
    </Box>
  );
}

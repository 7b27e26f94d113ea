import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { flattenPages } from '@docshell/docs-nav';
import { products } from '../products';

export function ProductLinks({ current }: { current: string | undefined }) {
  return (
    <Stack
      component="nav"
      aria-label="Products"
      direction="row"
      spacing={0.5}
      sx={{ overflowX: 'auto' }}
    >
      {products.map((product) => (
        <Button
          key={product.prefix}
          component={RouterLink}
          to={flattenPages(product.pages)[0]?.pathname ?? product.prefix}
          size="small"
          color={product.prefix === current ? 'primary' : 'inherit'}
          aria-current={product.prefix === current ? 'true' : undefined}
          sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        >
          {product.name}
        </Button>
      ))}
    </Stack>
  );
}

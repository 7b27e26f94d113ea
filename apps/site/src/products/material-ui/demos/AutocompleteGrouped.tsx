import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Product {
  name: string;
  category: 'Audio' | 'Computers' | 'Accessories';
}

const products: Product[] = [
  { name: 'USB-C hub', category: 'Accessories' },
  { name: 'Over-ear headphones', category: 'Audio' },
  { name: '14" ultrabook', category: 'Computers' },
  { name: 'Laptop sleeve', category: 'Accessories' },
  { name: 'Bluetooth speaker', category: 'Audio' },
  { name: 'Mini desktop PC', category: 'Computers' },
  { name: 'Wireless mouse', category: 'Accessories' },
  { name: 'Studio microphone', category: 'Audio' },
  { name: 'Gaming laptop', category: 'Computers' },
];

// groupBy only merges neighbouring options, so sort by the group first.
const sortedProducts = [...products].sort(
  (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
);

export default function AutocompleteGrouped() {
  return (
    <Autocomplete
      options={sortedProducts}
      groupBy={(option) => option.category}
      getOptionLabel={(option) => option.name}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Product" />}
    />
  );
}

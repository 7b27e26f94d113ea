import Box from '@mui/material/Box';
import { DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface Product {
  id: string;
  name: string;
  category: string;
  supplier: string;
  price: number;
  stock: number;
  warehouse: string;
}

const catalogue = [
  ['Ceramic pour-over set', 'Kitchen', 'Hearth & Clay', 42],
  ['Linen apron', 'Kitchen', 'Nordic Weave', 28.5],
  ['Trail running vest', 'Outdoor', 'Summit Gear', 89],
  ['Insulated water bottle', 'Outdoor', 'Summit Gear', 24.99],
  ['Desk lamp with dimmer', 'Office', 'Lumen Works', 65],
  ['Recycled paper notebook', 'Office', 'Papyrus & Co.', 9.5],
  ['Wool throw blanket', 'Home', 'Nordic Weave', 74],
] as const;
const warehouses = ['Rotterdam', 'Hamburg', 'Lyon', 'Milan'];

const products: Product[] = catalogue.map(([name, category, supplier, price], index) => ({
  id: `SKU-${1001 + index}`,
  name,
  category,
  supplier,
  price,
  stock: (index * 137) % 400,
  warehouse: warehouses[index % warehouses.length] ?? '',
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 220 },
  { field: 'id', headerName: 'SKU', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
];

export default function DataGridPinningCheckbox() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Product catalogue"
        rows={products}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'] },
        }}
      />
    </Box>
  );
}

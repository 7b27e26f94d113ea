import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  status: string;
  product: string;
  quantity: number;
  total: number;
}

const customers = ['Northwind Traders', 'Bluebird Bakery', 'Harbor Logistics', 'Atlas Fitness'];
const statuses = ['Pending', 'Shipped', 'Delivered'];
const products = [
  { name: 'Oak desk', price: 420 },
  { name: 'Task chair', price: 260 },
  { name: 'Desk lamp', price: 65 },
  { name: 'Linen curtains', price: 88 },
  { name: 'Wool rug', price: 310 },
];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const orders: Order[] = Array.from({ length: 30 }, (_, index) => {
  const product = pick(products, index * 3);
  const quantity = ((index * 7) % 5) + 1;
  return {
    id: 5001 + index,
    customer: pick(customers, index),
    status: pick(statuses, index + Math.floor(index / 4)),
    product: product.name,
    quantity,
    total: quantity * product.price,
  };
});

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
];

export default function DataGridRowGroupingBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Orders grouped by customer and status"
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['customer', 'status'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: string;
  customer: string;
  items: number;
  total: number;
  placedAt: Date;
}

const may = (day: number) => new Date(2024, 4, day);

const orders: Order[] = [
  { id: 'SO-1041', customer: 'Riverside Dental', items: 5, total: 612, placedAt: may(6) },
  { id: 'SO-1042', customer: 'Summit Outdoor Co.', items: 3, total: 455.1, placedAt: may(8) },
  { id: 'SO-1043', customer: 'Greenleaf Pharmacy', items: 9, total: 1532.8, placedAt: may(9) },
  { id: 'SO-1044', customer: 'Atlas Fitness', items: 1, total: 99, placedAt: may(10) },
  { id: 'SO-1045', customer: 'Cedar & Pine Studio', items: 7, total: 764.25, placedAt: may(11) },
  { id: 'SO-1046', customer: 'Harbor Logistics', items: 2, total: 2890, placedAt: may(13) },
  { id: 'SO-1047', customer: 'Bluebird Bakery', items: 12, total: 318.4, placedAt: may(13) },
  { id: 'SO-1048', customer: 'Northwind Traders', items: 4, total: 1249.5, placedAt: may(14) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'items',
    headerName: 'Items',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : value.toFixed(1).replace(/\.0$/, ''),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 150,
    valueFormatter: (value: Date | undefined) => (value ? shortDate.format(value) : ''),
  },
];

export default function DataGridAggregationBasic() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Orders with totals"
        rows={orders}
        columns={columns}
        initialState={{
          aggregation: { model: { total: 'sum', items: 'avg', placedAt: 'max' } },
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Order {
  orderNo: string;
  customer: string;
  items: number;
  total: number;
  placed: Date;
}

const may = (day: number) => new Date(2024, 4, day);

const orders: Order[] = [
  { orderNo: 'SO-1048', customer: 'Northwind Traders', items: 4, total: 1249.5, placed: may(14) },
  { orderNo: 'SO-1047', customer: 'Bluebird Bakery', items: 12, total: 318.4, placed: may(13) },
  { orderNo: 'SO-1046', customer: 'Harbor Logistics', items: 2, total: 2890, placed: may(13) },
  { orderNo: 'SO-1045', customer: 'Cedar & Pine Studio', items: 7, total: 764.25, placed: may(11) },
  { orderNo: 'SO-1044', customer: 'Atlas Fitness', items: 1, total: 99, placed: may(10) },
  { orderNo: 'SO-1043', customer: 'Greenleaf Pharmacy', items: 9, total: 1532.8, placed: may(9) },
  { orderNo: 'SO-1042', customer: 'Summit Outdoor Co.', items: 3, total: 455.1, placed: may(8) },
  { orderNo: 'SO-1041', customer: 'Riverside Dental', items: 5, total: 612, placed: may(6) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'placed',
    headerName: 'Placed',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
];

// The rows have no `id` field: the order number identifies them.
const getRowId = (row: Order) => row.orderNo;

export default function DataGridBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Recent orders"
        rows={orders}
        columns={columns}
        getRowId={getRowId}
      />
    </Box>
  );
}

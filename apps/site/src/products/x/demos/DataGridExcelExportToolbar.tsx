import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  orderNo: string;
  customer: string;
  total: number;
  placed: Date;
  paid: boolean;
}

const may = (day: number) => new Date(2024, 4, day);

const orders: Order[] = [
  { orderNo: 'SO-1048', customer: 'Northwind Traders', total: 1249.5, placed: may(14), paid: true },
  { orderNo: 'SO-1047', customer: 'Bluebird Bakery', total: 318.4, placed: may(13), paid: false },
  { orderNo: 'SO-1046', customer: 'Harbor Logistics', total: 2890, placed: may(13), paid: true },
  { orderNo: 'SO-1045', customer: 'Cedar & Pine', total: 764.25, placed: may(11), paid: true },
  { orderNo: 'SO-1044', customer: 'Atlas Fitness', total: 99, placed: may(10), paid: false },
  { orderNo: 'SO-1043', customer: 'Greenleaf Pharmacy', total: 1532.8, placed: may(9), paid: true },
  { orderNo: 'SO-1042', customer: 'Summit Outdoor Co.', total: 455.1, placed: may(8), paid: true },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
  {
    field: 'placed',
    headerName: 'Placed',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date | undefined) => (value ? shortDate.format(value) : ''),
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

const getRowId = (row: Order) => row.orderNo;

export default function DataGridExcelExportToolbar() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Orders"
        rows={orders}
        columns={columns}
        getRowId={getRowId}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { excelOptions: { fileName: 'orders-may-2024' } } }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: string;
  customer: string;
  country: string;
  channel: string;
  items: number;
  total: number;
  payment: string;
  status: string;
}

const customers = ['Northwind Traders', 'Bluebird Bakery', 'Harbor Logistics', 'Atlas Fitness'];
const countries = ['Netherlands', 'Ireland', 'Germany', 'France', 'Spain'];
const channels = ['Web shop', 'Phone', 'Marketplace'];
const payments = ['Invoice', 'Card', 'Bank transfer'];
const statuses = ['Processing', 'Shipped', 'Delivered'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const orders: Order[] = Array.from({ length: 8 }, (_, index) => ({
  id: `SO-${1048 - index}`,
  customer: pick(customers, index),
  country: pick(countries, index * 2),
  channel: pick(channels, index),
  items: ((index * 5) % 9) + 1,
  total: ((index * 3137) % 250000) / 100 + 80,
  payment: pick(payments, index * 2),
  status: pick(statuses, index + Math.floor(index / 3)),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'payment', headerName: 'Payment', width: 150 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function DataGridPinningApi() {
  const apiRef = useGridApiRef();

  const pinCustomer = () => apiRef.current.pinColumn('customer', GridPinnedColumnPosition.LEFT);
  const pinStatus = () => apiRef.current.pinColumn('status', GridPinnedColumnPosition.RIGHT);
  const unpinAll = () => apiRef.current.setPinnedColumns({});

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={pinCustomer}>
          Pin customer left
        </Button>
        <Button size="small" variant="outlined" onClick={pinStatus}>
          Pin status right
        </Button>
        <Button size="small" onClick={unpinAll}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          disableEval
          apiRef={apiRef}
          aria-label="Orders"
          rows={orders}
          columns={columns}
        />
      </Box>
    </Stack>
  );
}

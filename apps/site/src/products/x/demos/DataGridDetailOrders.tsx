import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface Line {
  product: string;
  quantity: number;
  price: number;
}

interface Order {
  id: string;
  customer: string;
  placed: string;
  lines: Line[];
}

const orders: Order[] = [
  {
    id: 'A-1021',
    customer: 'Marta Kowalska',
    placed: '2 June',
    lines: [
      { product: 'Linen tablecloth', quantity: 1, price: 64 },
      { product: 'Napkins, set of 4', quantity: 2, price: 18 },
    ],
  },
  {
    id: 'A-1022',
    customer: 'Idris Bello',
    placed: '3 June',
    lines: [{ product: 'Ceramic pour-over', quantity: 1, price: 32 }],
  },
  {
    id: 'A-1023',
    customer: 'Sun-hee Park',
    placed: '3 June',
    lines: [
      { product: 'Wool throw', quantity: 1, price: 89 },
      { product: 'Cushion cover', quantity: 3, price: 22 },
      { product: 'Gift wrap', quantity: 1, price: 4 },
    ],
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placed', headerName: 'Placed', width: 100 },
];

// The panel under an order: its lines in a plain table, sized to its content.
function OrderLines({ row }: GridRowParams<Order>) {
  return (
    <Box sx={{ py: 1.5, px: 2, bgcolor: 'background.default' }}>
      <Table size="small" aria-label={`Lines of order ${row.id}`} sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row.lines.map((line) => (
            <TableRow key={line.product}>
              <TableCell>{line.product}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{euros.format(line.price * line.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        Total {euros.format(row.lines.reduce((sum, line) => sum + line.price * line.quantity, 0))}
      </Typography>
    </Box>
  );
}

export default function DataGridDetailOrders() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Orders"
        rows={orders}
        columns={columns}
        hideFooter
        getDetailPanelContent={(params: GridRowParams<Order>) => <OrderLines {...params} />}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

type Status = 'Draft' | 'Sent' | 'Paid' | 'Overdue';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  due: Date;
  status: Status;
}

const on = (month: number, day: number) => new Date(2024, month - 1, day);

const invoices: Invoice[] = [
  { id: 2031, client: 'Harbor Logistics', amount: 4820, due: on(6, 3), status: 'Sent' },
  { id: 2032, client: 'Bluebird Bakery', amount: 365.5, due: on(5, 28), status: 'Paid' },
  { id: 2033, client: 'Atlas Fitness', amount: 1290, due: on(5, 20), status: 'Overdue' },
  { id: 2034, client: 'Cedar & Pine Studio', amount: 2150.75, due: on(6, 14), status: 'Draft' },
  { id: 2035, client: 'Greenleaf Pharmacy', amount: 918.2, due: on(6, 1), status: 'Sent' },
  { id: 2036, client: 'Riverside Dental', amount: 640, due: on(5, 17), status: 'Paid' },
  { id: 2037, client: 'Summit Outdoor Co.', amount: 7385, due: on(5, 24), status: 'Overdue' },
  { id: 2038, client: 'Northwind Traders', amount: 1499.99, due: on(6, 9), status: 'Sent' },
  { id: 2039, client: 'Lumen Architects', amount: 3275, due: on(6, 21), status: 'Draft' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    // The formatter changes what is shown; sorting and filtering still use the number.
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 120,
  },
];

export default function DataGridSortingFiltering() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Invoices"
        rows={invoices}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'due', sort: 'asc' }] } }}
      />
    </Box>
  );
}

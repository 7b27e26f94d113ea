import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import type { GridColDef, GridExceljsProcessInput } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: Date;
}

const invoices: Invoice[] = [
  { id: 'INV-2031', client: 'Harbor Logistics', amount: 4820, dueDate: new Date(2024, 5, 3) },
  { id: 'INV-2033', client: 'Atlas Fitness', amount: 1290, dueDate: new Date(2024, 4, 20) },
  { id: 'INV-2035', client: 'Greenleaf Pharmacy', amount: 918.2, dueDate: new Date(2024, 5, 1) },
  { id: 'INV-2037', client: 'Summit Outdoor Co.', amount: 7385, dueDate: new Date(2024, 4, 24) },
  { id: 'INV-2038', client: 'Northwind Traders', amount: 1499.99, dueDate: new Date(2024, 5, 9) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'dueDate',
    headerName: 'Due',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
];

// Before the rows: a title line and an empty line above the column headers.
const addTitle = async ({ worksheet }: GridExceljsProcessInput) => {
  worksheet.addRow(['Open invoices, May 2024']).font = { bold: true, size: 14 };
  worksheet.addRow([]);
};

// After the rows: keep the title and the headers in view while scrolling in Excel.
const freezeHeader = async ({ worksheet }: GridExceljsProcessInput) => {
  worksheet.views = [{ state: 'frozen', ySplit: 3 }];
};

export default function DataGridExcelExportStyled() {
  const apiRef = useGridApiRef();

  const handleExport = () =>
    apiRef.current.exportDataAsExcel({
      fileName: 'open-invoices',
      columnsStyles: {
        amount: { numFmt: '#,##0.00 [$€-x-euro1]' },
        dueDate: { numFmt: 'dd mmm yyyy' },
      },
      exceljsPreProcess: addTitle,
      exceljsPostProcess: freezeHeader,
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" size="small" onClick={handleExport}>
          Download formatted workbook
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          disableEval
          apiRef={apiRef}
          aria-label="Open invoices"
          rows={invoices}
          columns={columns}
        />
      </Box>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridCsvExportMenuItem,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import type { GridColDef, GridExportMenuItemProps } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: string;
  paid: boolean;
}

const invoices: Invoice[] = [
  { id: 'INV-301', client: 'Lindqvist Architects', amount: 4200, due: '2024-06-01', paid: true },
  { id: 'INV-302', client: 'Okoro Foods', amount: 860, due: '2024-06-05', paid: false },
  { id: 'INV-303', client: 'Marlow Studio', amount: 1575, due: '2024-06-09', paid: false },
  { id: 'INV-304', client: 'Haverford School', amount: 3120, due: '2024-06-12', paid: true },
  { id: 'INV-305', client: 'Quayside Dental', amount: 640, due: '2024-06-20', paid: false },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

// A menu item of our own: the rows as the reader sees them (filtered, sorted, visible columns
// only) saved as a JSON file. `hideMenu` closes the export menu afterwards, as the built-in
// items do.
function JsonExportMenuItem({ hideMenu }: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();
  const save = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const rows = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row = apiRef.current.getRow<Invoice>(id)!;
      return Object.fromEntries(fields.map((field) => [field, row[field as keyof Invoice]]));
    });
    const blob = new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'invoices.json';
    link.click();
    URL.revokeObjectURL(link.href);
    hideMenu?.();
  };
  return <MenuItem onClick={save}>Download as JSON</MenuItem>;
}

function InvoiceToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem
          options={{ fileName: 'invoices', fields: ['id', 'client', 'amount'] }}
        />
        <GridPrintExportMenuItem options={{ hideToolbar: true }} />
        <JsonExportMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function DataGridToolbarExportMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Invoices"
        rows={invoices}
        columns={columns}
        slots={{ toolbar: InvoiceToolbar }}
      />
    </Box>
  );
}

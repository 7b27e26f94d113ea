import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface ExpenseReport {
  id: number;
  employee: string;
  category: string;
  amount: number;
}

const employees = ['Amara Okafor', 'Lucas Moreau', 'Priya Raman', 'Tom Becker', 'Elena Rossi'];
const categories = ['Travel', 'Meals', 'Software', 'Equipment', 'Training'];
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// 42 reports built from the index, so the server and the browser render the same rows.
const reports: ExpenseReport[] = Array.from({ length: 42 }, (_, index) => ({
  id: 3100 + index,
  employee: employees[index % employees.length] ?? '',
  category: categories[(index * 3) % categories.length] ?? '',
  amount: (((index * 7919) % 90000) + 2450) / 100,
}));

const columns: GridColDef<ExpenseReport>[] = [
  { field: 'id', headerName: 'Report', width: 100 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function DataGridPaginationSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const selectedTotal = reports
    .filter((report) => selection.includes(report.id))
    .reduce((sum, report) => sum + report.amount, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGrid
          disableEval
          aria-label="Expense reports to approve"
          rows={reports}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[5, 10, 25]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {selection.length === 0
          ? 'Select reports to approve them together.'
          : `${selection.length} selected, ${currency.format(selectedTotal)} in total`}
      </Typography>
    </Box>
  );
}

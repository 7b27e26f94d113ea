import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  item: string;
  category: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, item: 'Train to Lyon', category: 'Travel', amount: 86.4 },
  { id: 2, item: 'Hotel, two nights', category: 'Travel', amount: 212 },
  { id: 3, item: 'Team lunch', category: 'Meals', amount: 143.5 },
  { id: 4, item: 'Conference ticket', category: 'Training', amount: 390 },
  { id: 5, item: 'Taxi to the venue', category: 'Travel', amount: 24.8 },
  { id: 6, item: 'Monitor cable', category: 'Equipment', amount: 17.99 },
  { id: 7, item: 'Dinner with client', category: 'Meals', amount: 96 },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
];

// The footer adds up the rows the filters let through, on every page, next to the pagination.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, { model }) => sum + (model as Expense).amount, 0);
  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', px: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total: {euros.format(total)}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function DataGridFooterTotal() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Expense claim"
        rows={expenses}
        columns={columns}
        slots={{ footer: TotalFooter }}
      />
    </Box>
  );
}

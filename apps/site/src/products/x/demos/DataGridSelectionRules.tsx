import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Seat {
  id: string;
  row: string;
  seat: number;
  status: 'Free' | 'Sold' | 'Held';
}

const seats: Seat[] = [
  { id: 'C4', row: 'C', seat: 4, status: 'Free' },
  { id: 'C5', row: 'C', seat: 5, status: 'Sold' },
  { id: 'C6', row: 'C', seat: 6, status: 'Free' },
  { id: 'C7', row: 'C', seat: 7, status: 'Held' },
  { id: 'D4', row: 'D', seat: 4, status: 'Free' },
  { id: 'D5', row: 'D', seat: 5, status: 'Free' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'row', headerName: 'Row', width: 80 },
  { field: 'seat', headerName: 'Seat', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 100 },
];

// Only free seats can be picked; a click on a row does not pick it (the checkbox does), so
// readers can click a row to focus it without changing their booking.
export default function DataGridSelectionRules() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Seats for the 19:30 show"
        rows={seats}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        isRowSelectable={({ row }) => row.status === 'Free'}
        hideFooter
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  room: string;
  co2: number;
}

const rooms = ['Atrium', 'Library', 'Lab 1', 'Lab 2', 'Canteen', 'Gym'];

// 30 readings, built from fixed data so the server and the browser render the same rows.
const readings: Reading[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  sensor: `S-${String(index + 101)}`,
  room: rooms[index % rooms.length]!,
  co2: 420 + ((index * 37) % 600),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 120 },
];

export default function DataGridPaginationSizes() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Air quality readings"
        rows={readings}
        columns={columns}
        pageSizeOptions={[5, 10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
      />
    </Box>
  );
}

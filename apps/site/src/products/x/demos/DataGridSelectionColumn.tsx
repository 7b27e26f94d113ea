import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridCellCheckboxRenderer,
  GridHeaderCheckbox,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Chore {
  id: number;
  chore: string;
  room: string;
}

const chores: Chore[] = [
  { id: 1, chore: 'Water the plants', room: 'Balcony' },
  { id: 2, chore: 'Descale the kettle', room: 'Kitchen' },
  { id: 3, chore: 'Change the bed sheets', room: 'Bedroom' },
  { id: 4, chore: 'Take out the recycling', room: 'Hallway' },
];

// The checkbox column is an ordinary column definition: spread it where it should go (here,
// last) and give it a header name, which the columns panel shows for it.
const columns: GridColDef[] = [
  { field: 'chore', headerName: 'Chore', flex: 1, minWidth: 160 },
  { field: 'room', headerName: 'Room', width: 120 },
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    headerName: 'Done',
    width: 80,
    renderHeader: (params) => <GridHeaderCheckbox {...params} />,
    renderCell: (params) => <GridCellCheckboxRenderer {...params} />,
  },
];

export default function DataGridSelectionColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Chores this week"
        rows={chores}
        columns={columns}
        checkboxSelection
        hideFooter
        slotProps={{ baseCheckbox: { color: 'success' } }}
      />
    </Box>
  );
}

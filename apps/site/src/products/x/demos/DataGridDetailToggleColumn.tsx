import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridDetailPanelToggleCell,
} from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface Room {
  id: number;
  room: string;
  seats: number;
  equipment: string;
}

const rooms: Room[] = [
  { id: 1, room: 'Aurora', seats: 12, equipment: 'Screen, video bar, whiteboard wall' },
  { id: 2, room: 'Birch', seats: 4, equipment: 'Screen only' },
  { id: 3, room: 'Cove', seats: 20, equipment: 'Projector, two microphones, hearing loop' },
];

// The toggle column moved to the end, with a header name the columns panel can show. Its cells
// are still the grid's own toggle button.
const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Equipment',
    width: 110,
    renderHeader: () => 'Equipment',
    renderCell: (params) => <GridDetailPanelToggleCell {...params} />,
  },
];

export default function DataGridDetailToggleColumn() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Meeting rooms"
        rows={rooms}
        columns={columns}
        hideFooter
        getDetailPanelContent={({ row }: GridRowParams<Room>) => (
          <Typography variant="body2" sx={{ p: 2 }}>
            {row.equipment}
          </Typography>
        )}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Run {
  id: number;
  date: string;
  distance: number;
  pace: string;
  heartRate: number;
}

const runs: Run[] = [
  { id: 1, date: '3 June', distance: 8.2, pace: '5:41', heartRate: 148 },
  { id: 2, date: '5 June', distance: 12.5, pace: '6:02', heartRate: 141 },
  { id: 3, date: '8 June', distance: 5.0, pace: '4:55', heartRate: 162 },
  { id: 4, date: '10 June', distance: 21.1, pace: '5:58', heartRate: 151 },
];

const columns: GridColDef<Run>[] = [
  { field: 'date', headerName: 'Date', width: 90 },
  { field: 'distance', headerName: 'Distance run (km)', type: 'number', width: 110 },
  { field: 'pace', headerName: 'Average pace (min/km)', width: 120 },
  { field: 'heartRate', headerName: 'Average heart rate (bpm)', type: 'number', width: 130 },
];

// Long header names wrap onto two lines in a taller header row instead of being cut off with an
// ellipsis, so narrow number columns can keep their full names and units.
export default function DataGridStylingHeaders() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Training log"
        rows={runs}
        columns={columns}
        hideFooter
        columnHeaderHeight={72}
        initialState={{ sorting: { sortModel: [{ field: 'distance', sort: 'desc' }] } }}
        sx={{
          [`& .${gridClasses.columnHeaderTitle}`]: {
            whiteSpace: 'normal',
            lineHeight: 1.25,
            fontWeight: 600,
          },
          [`& .${gridClasses.columnHeaderTitleContainerContent}`]: { overflow: 'visible' },
          [`& .${gridClasses.columnSeparator}`]: { color: 'divider' },
        }}
      />
    </Box>
  );
}

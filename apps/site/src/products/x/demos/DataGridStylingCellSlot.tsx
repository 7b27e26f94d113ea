import Box from '@mui/material/Box';
import { DataGrid, GridCell, useGridApiContext } from '@mui/x-data-grid';
import type { GridCellProps, GridColDef } from '@mui/x-data-grid';

interface Paper {
  id: number;
  title: string;
  journal: string;
  year: number;
}

const papers: Paper[] = [
  {
    id: 1,
    title: 'Seasonal variation in urban bird song and its relation to traffic noise levels',
    journal: 'Urban Ecology Letters',
    year: 2021,
  },
  {
    id: 2,
    title: 'A low-cost sensor network for measuring river temperature over a decade',
    journal: 'Hydrology Methods',
    year: 2019,
  },
  {
    id: 3,
    title: 'Reading comprehension on small screens: a controlled study with 1,200 students',
    journal: 'Journal of Learning Design',
    year: 2023,
  },
];

const columns: GridColDef<Paper>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'journal', headerName: 'Journal', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
];

// The cell slot wraps the grid's own cell: the same cell, plus a native tooltip with the full
// text, which a long title cut to one line needs.
function CellWithTitle(props: GridCellProps) {
  const apiRef = useGridApiContext();
  const value = apiRef.current.getCellValue(props.rowId, props.column.field);
  return <GridCell {...props} title={value == null ? undefined : String(value)} />;
}

export default function DataGridStylingCellSlot() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Publications"
        rows={papers}
        columns={columns}
        hideFooter
        slots={{ cell: CellWithTitle }}
      />
    </Box>
  );
}

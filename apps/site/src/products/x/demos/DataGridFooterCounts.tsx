import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridRowCount,
  GridSelectedRowCount,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  gridTopLevelRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  diet: string;
}

const guests: Guest[] = [
  { id: 1, name: 'Aiko Tanaka', table: 1, diet: 'Vegetarian' },
  { id: 2, name: 'Ben Carter', table: 1, diet: 'None' },
  { id: 3, name: 'Carmen Ruiz', table: 2, diet: 'Vegan' },
  { id: 4, name: 'Dev Patel', table: 2, diet: 'Vegetarian' },
  { id: 5, name: 'Eva Lindholm', table: 3, diet: 'Gluten-free' },
  { id: 6, name: 'Felix Wagner', table: 3, diet: 'None' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 80 },
  { field: 'diet', headerName: 'Diet', width: 130 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// The grid's own count parts, fed from its state: "3 rows selected" on the left, "2 of 6" on the
// right once a search hides some guests. The list is short, so there is no pagination.
function CountsFooter() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);
  const total = useGridSelector(apiRef, gridTopLevelRowCountSelector);
  const visible = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridFooterContainer>
      {selected > 0 ? <GridSelectedRowCount selectedRowCount={selected} /> : <span />}
      <GridRowCount rowCount={total} visibleRowCount={visible} />
    </GridFooterContainer>
  );
}

export default function DataGridFooterCounts() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Wedding guests"
        rows={guests}
        columns={columns}
        checkboxSelection
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['vege'] } } }}
        slots={{ toolbar: SearchToolbar, footer: CountsFooter }}
      />
    </Box>
  );
}

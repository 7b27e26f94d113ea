import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: string;
}

const plants: Plant[] = [
  { id: 1, name: 'Snake plant', light: 'Low', water: 'Every 3 weeks' },
  { id: 2, name: 'Monstera', light: 'Bright, indirect', water: 'Weekly' },
  { id: 3, name: 'Peace lily', light: 'Low', water: 'Weekly' },
  { id: 4, name: 'Fiddle-leaf fig', light: 'Bright, indirect', water: 'Every 10 days' },
  { id: 5, name: 'Aloe vera', light: 'Direct sun', water: 'Every 3 weeks' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Water', width: 140 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// Shown when rows exist but the search hides them all: it repeats what was searched and
// offers the way back, instead of an empty table that looks broken.
function NoMatchingPlants() {
  const apiRef = useGridApiContext();
  const words = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, p: 2, textAlign: 'center' }}>
      <Typography>No plant matches “{words.join(' ')}”</Typography>
      <Button size="small" onClick={() => apiRef.current.setQuickFilterValues([])}>
        Clear the search
      </Button>
    </GridOverlay>
  );
}

export default function DataGridOverlayNoResults() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Houseplants"
        rows={plants}
        columns={columns}
        hideFooter
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cactus'] } } }}
        slots={{ toolbar: SearchToolbar, noResultsOverlay: NoMatchingPlants }}
      />
    </Box>
  );
}

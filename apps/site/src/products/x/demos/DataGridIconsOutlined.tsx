import DensityLarge from '@mui/icons-material/DensityLarge';
import DensityMedium from '@mui/icons-material/DensityMedium';
import DensitySmall from '@mui/icons-material/DensitySmall';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Pierogi ruskie', cuisine: 'Polish', minutes: 90 },
  { id: 4, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180 },
  { id: 5, dish: 'Okonomiyaki', cuisine: 'Japanese', minutes: 35 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

// The toolbar's icons swapped for an outlined set that matches the rest of an app.
export default function DataGridIconsOutlined() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Recipes"
        rows={recipes}
        columns={columns}
        hideFooter
        slots={{
          toolbar: GridToolbar,
          columnSelectorIcon: ViewWeekOutlined,
          openFilterButtonIcon: FilterAltOutlined,
          densityCompactIcon: DensitySmall,
          densityStandardIcon: DensityMedium,
          densityComfortableIcon: DensityLarge,
          exportIcon: FileDownloadOutlined,
          quickFilterIcon: SearchOutlined,
        }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}

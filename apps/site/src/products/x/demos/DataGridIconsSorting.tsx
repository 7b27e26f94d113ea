import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridSortDirection } from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  range: string;
  height: number;
}

const peaks: Peak[] = [
  { id: 1, name: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 2, name: 'Denali', range: 'Alaska Range', height: 6190 },
  { id: 3, name: 'Kilimanjaro', range: 'Eastern Rift', height: 5895 },
  { id: 4, name: 'Elbrus', range: 'Caucasus', height: 5642 },
  { id: 5, name: 'Mont Blanc', range: 'Alps', height: 4806 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', flex: 1, minWidth: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
];

// The unsorted icon's slot also receives the column's `sortingOrder`: keep it off the <svg>.
function UnsortedIcon({
  sortingOrder: _sortingOrder,
  ...props
}: SvgIconProps & { sortingOrder?: readonly GridSortDirection[] }) {
  return <UnfoldMore {...props} />;
}

// Every sortable header shows a chevron pair, so readers see at a glance which columns sort.
const sortingOrder: GridSortDirection[] = ['desc', 'asc', null];

export default function DataGridIconsSorting() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Mountains"
        rows={peaks}
        columns={columns}
        hideFooter
        sortingOrder={sortingOrder}
        initialState={{ sorting: { sortModel: [{ field: 'height', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: ExpandLess,
          columnSortedDescendingIcon: ExpandMore,
          columnUnsortedIcon: UnsortedIcon,
          columnFilteredIcon: FilterAltOutlined,
        }}
      />
    </Box>
  );
}

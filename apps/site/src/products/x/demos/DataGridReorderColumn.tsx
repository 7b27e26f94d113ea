import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, GridRowReorderCell } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface Dish {
  id: number;
  course: string;
  dish: string;
}

const menu: Dish[] = [
  { id: 1, course: 'Starter', dish: 'Beetroot, goat cheese, walnuts' },
  { id: 2, course: 'Soup', dish: 'Roast pumpkin with sage' },
  { id: 3, course: 'Main', dish: 'Mushroom and barley risotto' },
  { id: 4, course: 'Dessert', dish: 'Plum tart, crème fraîche' },
];

// The drag handle moved to the end of the row, under a header that says what it does.
const columns: GridColDef<Dish>[] = [
  { field: 'course', headerName: 'Course', width: 100 },
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 180 },
  {
    ...GRID_REORDER_COL_DEF,
    headerName: 'Order',
    width: 70,
    renderHeader: () => 'Order',
    renderCell: (params) => <GridRowReorderCell {...params} />,
  },
];

export default function DataGridReorderColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Tasting menu"
        rows={menu}
        columns={columns}
        rowReordering
        hideFooter
      />
    </Box>
  );
}

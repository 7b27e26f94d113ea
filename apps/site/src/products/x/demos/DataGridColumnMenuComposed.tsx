import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuManageItem,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';
import type { GridColDef, GridColumnMenuProps } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  date: string;
  fixes: number;
  features: number;
}

const releases: Release[] = [
  { id: 1, version: '4.2.0', date: '2024-05-28', fixes: 14, features: 3 },
  { id: 2, version: '4.1.2', date: '2024-05-07', fixes: 6, features: 0 },
  { id: 3, version: '4.1.1', date: '2024-04-22', fixes: 2, features: 0 },
  { id: 4, version: '4.1.0', date: '2024-04-02', fixes: 9, features: 5 },
  { id: 5, version: '4.0.0', date: '2024-03-11', fixes: 21, features: 12 },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 110 },
  { field: 'date', headerName: 'Date', flex: 1, minWidth: 120 },
  { field: 'fixes', headerName: 'Fixes', type: 'number', width: 90 },
  { field: 'features', headerName: 'Features', type: 'number', width: 100 },
];

// A report with no filtering: its menu is built from the parts it needs, in the order it wants.
// Each item closes the menu through `onClick`, given the container's `hideMenu`.
function ReportColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuManageItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function DataGridColumnMenuComposed() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Releases"
        rows={releases}
        columns={columns}
        hideFooter
        disableColumnFilter
        slots={{ columnMenu: ReportColumnMenu }}
      />
    </Box>
  );
}

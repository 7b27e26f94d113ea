import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Route {
  id: number;
  line: string;
  from: string;
  to: string;
  minutes: number;
}

const routes: Route[] = [
  { id: 1, line: 'U2', from: 'Pankow', to: 'Ruhleben', minutes: 58 },
  { id: 2, line: 'S41', from: 'Ring', to: 'Ring (clockwise)', minutes: 60 },
  { id: 3, line: 'M10', from: 'Hauptbahnhof', to: 'Warschauer Str.', minutes: 36 },
  { id: 4, line: '100', from: 'Zoologischer Garten', to: 'Alexanderplatz', minutes: 29 },
];

const columns: GridColDef<Route>[] = [
  { field: 'line', headerName: 'Line', width: 80 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 130 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

// One `sx` on the grid restyles its parts through their classes: a tinted header row with bold
// titles and no separators, roomier cells, and a clear focus ring for keyboard users.
export default function DataGridStylingSx() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Transit lines"
        rows={routes}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          borderRadius: 2,
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.cell}`]: { px: 2 },
          [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.cell}:focus`]: {
            outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}

import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import type { GridColDef, GridColumnMenuItemProps, GridColumnMenuProps } from '@mui/x-data-grid';
import type { MouseEvent } from 'react';

interface Country {
  id: number;
  country: string;
  capital: string;
  population: number;
}

const countries: Country[] = [
  { id: 1, country: 'Chile', capital: 'Santiago', population: 19.6 },
  { id: 2, country: 'Ghana', capital: 'Accra', population: 33.5 },
  { id: 3, country: 'Latvia', capital: 'Riga', population: 1.9 },
  { id: 4, country: 'Mongolia', capital: 'Ulaanbaatar', population: 3.4 },
  { id: 5, country: 'New Zealand', capital: 'Wellington', population: 5.2 },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'capital', headerName: 'Capital', flex: 1, minWidth: 120 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
];

// A menu item of our own: the column's values, in the order shown, one per line on the clipboard.
function CopyColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const copy = (event: MouseEvent) => {
    const values = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      String(apiRef.current.getCellValue(id, colDef.field) ?? ''),
    );
    navigator.clipboard.writeText(values.join('\n')).catch(() => {});
    onClick(event);
  };
  return (
    <MenuItem onClick={copy}>
      <ListItemIcon>
        <ContentCopy fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy values</ListItemText>
    </MenuItem>
  );
}

// The default menu with one item removed and one added; `displayOrder` places the new item
// between sorting (10) and filtering (20).
function CountryColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuCopyItem: CopyColumnItem }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 15 } }}
    />
  );
}

export default function DataGridColumnMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Countries"
        rows={countries}
        columns={columns}
        hideFooter
        slots={{ columnMenu: CountryColumnMenu }}
      />
    </Box>
  );
}

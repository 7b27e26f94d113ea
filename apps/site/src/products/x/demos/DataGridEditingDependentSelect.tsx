import Box from '@mui/material/Box';
import { DataGrid, GridEditSingleSelectCell, useGridApiContext } from '@mui/x-data-grid';
import type { GridColDef, GridEditSingleSelectCellProps } from '@mui/x-data-grid';

interface Office {
  id: number;
  person: string;
  country: string;
  city: string;
}

const citiesByCountry: Record<string, string[]> = {
  Brazil: ['São Paulo', 'Recife', 'Curitiba'],
  Japan: ['Tokyo', 'Osaka', 'Fukuoka'],
  Kenya: ['Nairobi', 'Mombasa'],
};

const offices: Office[] = [
  { id: 1, person: 'Beatriz Costa', country: 'Brazil', city: 'Recife' },
  { id: 2, person: 'Haruto Sato', country: 'Japan', city: 'Osaka' },
  { id: 3, person: 'Wanjiru Kamau', country: 'Kenya', city: 'Nairobi' },
];

// The country's editor clears the city when the country changes, so a row can never be saved
// with a city from another country.
function CountryEditCell(props: GridEditSingleSelectCellProps) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async () => {
        await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
      }}
    />
  );
}

const columns: GridColDef<Office>[] = [
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 140 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 130,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // The options follow the country being edited in the same row.
    valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : []),
    width: 140,
    editable: true,
  },
];

export default function DataGridEditingDependentSelect() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Office locations"
        rows={offices}
        columns={columns}
        editMode="row"
        hideFooter
      />
    </Box>
  );
}

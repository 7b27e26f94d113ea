import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  title: string;
  kind: string;
  price: number;
  listed: Date;
  furnished: boolean;
}

const listings: Listing[] = [
  {
    id: 1,
    title: 'Loft by the canal',
    kind: 'Apartment',
    price: 1450,
    listed: new Date(2024, 4, 2),
    furnished: true,
  },
  {
    id: 2,
    title: 'Garden flat',
    kind: 'Apartment',
    price: 1180,
    listed: new Date(2024, 4, 9),
    furnished: false,
  },
  {
    id: 3,
    title: 'Terraced house',
    kind: 'House',
    price: 1900,
    listed: new Date(2024, 3, 21),
    furnished: false,
  },
  {
    id: 4,
    title: 'Studio near campus',
    kind: 'Studio',
    price: 720,
    listed: new Date(2024, 4, 14),
    furnished: true,
  },
  {
    id: 5,
    title: 'Room in shared house',
    kind: 'Room',
    price: 540,
    listed: new Date(2024, 4, 16),
    furnished: true,
  },
  {
    id: 6,
    title: 'Penthouse, two terraces',
    kind: 'Apartment',
    price: 2600,
    listed: new Date(2024, 2, 30),
    furnished: true,
  },
];

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Listing', flex: 1, minWidth: 170 },
  {
    field: 'kind',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Apartment', 'House', 'Studio', 'Room'],
    width: 120,
  },
  { field: 'price', headerName: 'Rent (€)', type: 'number', width: 100 },
  { field: 'listed', headerName: 'Listed', type: 'date', width: 120 },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 110 },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function DataGridFilterInputs() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Rental listings"
        rows={listings}
        columns={columns}
        hideFooter
        slots={{ toolbar: FilterToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'kind', operator: 'isAnyOf', value: ['Apartment', 'Studio'] },
              ],
            },
          },
        }}
      />
    </Box>
  );
}

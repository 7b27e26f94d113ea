import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  shelf: string;
}

const books: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    shelf: 'A3',
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, shelf: 'B1' },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, shelf: 'B4' },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, shelf: 'A1' },
  { id: 5, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967, shelf: 'C2' },
  { id: 6, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, shelf: 'C5' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
];

// The catalogue is read-only, so the toolbar keeps the view controls and leaves export out;
// the search box sits on the right, where readers look for it.
function CatalogueToolbar() {
  return (
    <GridToolbarContainer sx={{ flexWrap: 'wrap', gap: 1, p: 1 }}>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter placeholder="Search titles and authors" />
    </GridToolbarContainer>
  );
}

export default function DataGridToolbarCustom() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Library catalogue"
        rows={books}
        columns={columns}
        slots={{ toolbar: CatalogueToolbar }}
      />
    </Box>
  );
}

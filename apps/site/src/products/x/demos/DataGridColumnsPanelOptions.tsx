import Box from '@mui/material/Box';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  email: string;
  phone: string;
  department: string;
  location: string;
  started: string;
}

const employees: Employee[] = [
  {
    id: 1,
    name: 'Lena Fischer',
    email: 'lena@example.com',
    phone: '+49 30 5550 101',
    department: 'Finance',
    location: 'Berlin',
    started: '2019-09-02',
  },
  {
    id: 2,
    name: 'Tariq Aziz',
    email: 'tariq@example.com',
    phone: '+44 20 5550 202',
    department: 'Sales',
    location: 'London',
    started: '2021-01-18',
  },
  {
    id: 3,
    name: 'Rosa Jiménez',
    email: 'rosa@example.com',
    phone: '+34 91 555 0303',
    department: 'Support',
    location: 'Madrid',
    started: '2022-06-01',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, hideable: false },
  { field: 'email', headerName: 'Email', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'started', headerName: 'Start date', width: 120 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function DataGridColumnsPanelOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Employees"
        rows={employees}
        columns={columns}
        hideFooter
        initialState={{ columns: { columnVisibilityModel: { phone: false, started: false } } }}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            // The name cannot be hidden, so the panel does not list it at all.
            getTogglableColumns: (all) =>
              all.filter((column) => column.hideable !== false).map((column) => column.field),
            sort: 'asc',
            // On phones, opening the panel should not pop the keyboard up over it.
            autoFocusSearchField: false,
          },
        }}
      />
    </Box>
  );
}

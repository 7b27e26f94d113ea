import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  team: string;
  office: string;
}

const members: Member[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering Manager', team: 'Platform', office: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', role: 'Backend Engineer', team: 'Payments', office: 'Lyon' },
  { id: 3, name: 'Priya Raman', role: 'Product Manager', team: 'Platform', office: 'Bengaluru' },
  { id: 4, name: 'Tom Becker', role: 'Reliability Engineer', team: 'Platform', office: 'Berlin' },
  { id: 5, name: 'Sofia Berg', role: 'Product Designer', team: 'Payments', office: 'Stockholm' },
  { id: 6, name: 'Kenji Watanabe', role: 'Mobile Engineer', team: 'Checkout', office: 'Tokyo' },
  { id: 7, name: 'Elena Rossi', role: 'Data Analyst', team: 'Growth', office: 'Milan' },
  { id: 8, name: 'Marcus Reid', role: 'Frontend Engineer', team: 'Checkout', office: 'Toronto' },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function DataGridToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Team directory"
        rows={members}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}

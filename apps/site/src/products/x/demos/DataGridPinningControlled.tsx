import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  title: string;
  office: string;
  startYear: number;
  email: string;
}

const people = [
  ['Amara Okafor', 'Engineering', 'Engineering Manager', 'Lagos'],
  ['Lucas Moreau', 'Engineering', 'Backend Engineer', 'Lyon'],
  ['Priya Raman', 'Product', 'Product Manager', 'Bengaluru'],
  ['Tom Becker', 'Operations', 'Site Reliability Engineer', 'Berlin'],
  ['Sofia Lindqvist', 'Design', 'Product Designer', 'Stockholm'],
  ['Kenji Watanabe', 'Engineering', 'Mobile Engineer', 'Tokyo'],
] as const;

const employees: Employee[] = people.map(([name, department, title, office], index) => ({
  id: index + 1,
  name,
  department,
  title,
  office,
  startYear: 2018 + ((index * 3) % 6),
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'title', headerName: 'Job title', width: 220 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'startYear', headerName: 'Joined', width: 100 },
  { field: 'email', headerName: 'Email', width: 250 },
];

const list = (fields: string[] | undefined) => (fields?.length ? fields.join(', ') : 'none');

export default function DataGridPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['name'],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1 }}>
          Pinned left: {list(pinnedColumns.left)}. Pinned right: {list(pinnedColumns.right)}.
        </Typography>
        <Button size="small" onClick={() => setPinnedColumns({ left: ['name'] })}>
          Reset pinning
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          disableEval
          aria-label="Employees"
          rows={employees}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
        />
      </Box>
    </Stack>
  );
}

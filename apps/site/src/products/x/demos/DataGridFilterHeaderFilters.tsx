import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  title: string;
  level: string;
  weeks: number;
  online: boolean;
}

const courses: Course[] = [
  { id: 1, title: 'Spanish for travellers', level: 'Beginner', weeks: 6, online: true },
  { id: 2, title: 'Woodworking basics', level: 'Beginner', weeks: 8, online: false },
  { id: 3, title: 'Statistics with R', level: 'Intermediate', weeks: 10, online: true },
  { id: 4, title: 'Portrait photography', level: 'Intermediate', weeks: 5, online: false },
  { id: 5, title: 'Advanced bread baking', level: 'Advanced', weeks: 4, online: false },
  { id: 6, title: 'Machine learning in practice', level: 'Advanced', weeks: 12, online: true },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 190 },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['Beginner', 'Intermediate', 'Advanced'],
    width: 150,
  },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 120 },
  { field: 'online', headerName: 'Online', type: 'boolean', width: 120 },
];

export default function DataGridFilterHeaderFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Evening courses"
        rows={courses}
        columns={columns}
        headerFilters
        hideFooter
      />
    </Box>
  );
}

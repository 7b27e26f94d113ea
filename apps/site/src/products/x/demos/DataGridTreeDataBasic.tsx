import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  office: string;
}

const employees: Employee[] = [
  { id: 1, hierarchy: ['Sarah Cohen'], jobTitle: 'Head of Engineering', office: 'London' },
  {
    id: 2,
    hierarchy: ['Sarah Cohen', 'Tom Becker'],
    jobTitle: 'Engineering Manager, Platform',
    office: 'Berlin',
  },
  {
    id: 3,
    hierarchy: ['Sarah Cohen', 'Tom Becker', 'Aiko Tanaka'],
    jobTitle: 'Frontend Engineer',
    office: 'Tokyo',
  },
  {
    id: 4,
    hierarchy: ['Sarah Cohen', 'Tom Becker', 'Lucas Moreau'],
    jobTitle: 'Backend Engineer',
    office: 'Lyon',
  },
  {
    id: 5,
    hierarchy: ['Sarah Cohen', 'Tom Becker', 'Marcus Reid'],
    jobTitle: 'Site Reliability Engineer',
    office: 'Toronto',
  },
  {
    id: 6,
    hierarchy: ['Sarah Cohen', 'Amara Okafor'],
    jobTitle: 'Engineering Manager, Payments',
    office: 'Lagos',
  },
  {
    id: 7,
    hierarchy: ['Sarah Cohen', 'Amara Okafor', 'Kenji Watanabe'],
    jobTitle: 'Mobile Engineer',
    office: 'Tokyo',
  },
  {
    id: 8,
    hierarchy: ['Sarah Cohen', 'Amara Okafor', 'Elena Rossi'],
    jobTitle: 'Backend Engineer',
    office: 'Milan',
  },
  {
    id: 9,
    hierarchy: ['Sarah Cohen', 'Priya Raman'],
    jobTitle: 'Staff Engineer',
    office: 'Bengaluru',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 220 },
  { field: 'office', headerName: 'Office', width: 140 },
];

// Defined outside the component, so the tree is not rebuilt on every render.
const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function DataGridTreeDataBasic() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Engineering organisation"
        treeData
        rows={employees}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}

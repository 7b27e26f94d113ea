import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Health = 'On track' | 'At risk' | 'Blocked';

interface Project {
  id: number;
  name: string;
  owner: string;
  progress: number;
  health: Health;
}

const projects: Project[] = [
  { id: 1, name: 'Checkout redesign', owner: 'Amara Okafor', progress: 0.82, health: 'On track' },
  { id: 2, name: 'Scanner app', owner: 'Kenji Sato', progress: 0.45, health: 'At risk' },
  { id: 3, name: 'Portal single sign-on', owner: 'Sofia Berg', progress: 0.2, health: 'Blocked' },
  { id: 4, name: 'Invoice templates', owner: 'Lucas Moreau', progress: 1, health: 'On track' },
  { id: 5, name: 'Search tuning', owner: 'Elena Rossi', progress: 0.63, health: 'On track' },
];

const healthColor = { 'On track': 'success', 'At risk': 'warning', Blocked: 'error' } as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 200 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 200,
    renderCell: (params: GridRenderCellParams<Project, string>) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Avatar
          sx={{
            width: 28,
            height: 28,
            fontSize: 12,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(params.row.owner)}
        </Avatar>
        <span>{params.row.owner}</span>
      </Stack>
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params: GridRenderCellParams<Project, number>) => (
      <Stack sx={{ justifyContent: 'center', height: '100%', width: '100%', lineHeight: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={(params.value ?? 0) * 100}
          aria-label={`${params.row.name} progress`}
        />
        <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>{params.formattedValue}</Box>
      </Stack>
    ),
  },
  {
    field: 'health',
    headerName: 'Health',
    width: 130,
    renderCell: (params: GridRenderCellParams<Project, Health>) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.row.health}
        color={healthColor[params.row.health]}
      />
    ),
  },
];

export default function DataGridCustomCells() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Projects"
        rows={projects}
        columns={columns}
        disableRowSelectionOnClick
      />
    </Box>
  );
}

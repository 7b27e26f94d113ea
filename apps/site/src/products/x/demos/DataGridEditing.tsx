import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  hours: number;
  done: boolean;
}

const team = ['Amara Okafor', 'Lucas Moreau', 'Priya Raman', 'Tom Becker'];

const initialTasks: Task[] = [
  { id: 1, title: 'Draft the Q3 roadmap', assignee: 'Priya Raman', hours: 6, done: false },
  { id: 2, title: 'Move billing to API v2', assignee: 'Tom Becker', hours: 16, done: false },
  { id: 3, title: 'Fix password reset mail', assignee: 'Lucas Moreau', hours: 2, done: true },
  { id: 4, title: 'Interview candidates', assignee: 'Amara Okafor', hours: 4, done: false },
  { id: 5, title: 'Update onboarding guide', assignee: 'Priya Raman', hours: 3, done: true },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220, editable: true },
  {
    field: 'assignee',
    headerName: 'Assignee',
    type: 'singleSelect',
    valueOptions: team,
    width: 160,
    editable: true,
  },
  {
    field: 'hours',
    headerName: 'Estimate (h)',
    type: 'number',
    width: 130,
    editable: true,
    // Refuse zero or negative estimates: the cell stays in edit mode and shows an error.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: typeof params.props.value !== 'number' || params.props.value <= 0,
    }),
  },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

export default function DataGridEditing() {
  const [tasks, setTasks] = React.useState<Task[]>(initialTasks);
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);

  const processRowUpdate = (updatedRow: Task) => {
    // A real app would send the row to its API here and return what the server saved.
    setTasks((previous) => previous.map((task) => (task.id === updatedRow.id ? updatedRow : task)));
    setLastSaved(updatedRow.title);
    return updatedRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          disableEval
          aria-label="Team tasks"
          rows={tasks}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {lastSaved ? `Saved "${lastSaved}".` : 'Double-click a cell, or press Enter, to edit it.'}
      </Typography>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useRef } from 'react';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const tasks: Task[] = [
  { id: 1, title: 'Draft the release notes', owner: 'Nadia', estimate: 2 },
  { id: 2, title: 'Review the onboarding flow', owner: 'Jonas', estimate: 3 },
  { id: 3, title: 'Replace the legacy logo', owner: 'Mei', estimate: 1 },
  { id: 4, title: 'Plan the accessibility audit', owner: 'Omar', estimate: 5 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 110, editable: true },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 90, editable: true },
];

// The toolbar's own action: a new row at the end of the list, with its title cell open for
// typing. The grid keeps the new row in its state; `rows` stays the initial list.
function TaskToolbar() {
  const apiRef = useGridApiContext();
  const nextId = useRef(tasks.length + 1);
  const addTask = () => {
    const id = nextId.current++;
    apiRef.current.updateRows([{ id, title: '', owner: '', estimate: 1 }]);
    const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(id);
    apiRef.current.scrollToIndexes({ rowIndex });
    // Wait a frame so the new row is rendered before its cell opens.
    requestAnimationFrame(() => {
      apiRef.current.startCellEditMode({ id, field: 'title' });
    });
  };
  return (
    <GridToolbarContainer sx={{ flexWrap: 'wrap', gap: 1, p: 1 }}>
      <Button size="small" startIcon={<AddIcon />} onClick={addTask}>
        Add task
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function DataGridToolbarAddRow() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Sprint tasks"
        rows={tasks}
        columns={columns}
        hideFooter
        slots={{ toolbar: TaskToolbar }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { useState } from 'react';

interface Idea {
  id: number;
  idea: string;
  votes: number;
}

const initialIdeas: Idea[] = [
  { id: 1, idea: 'Dark mode for the mobile app', votes: 48 },
  { id: 2, idea: 'Export reports as PDF', votes: 31 },
  { id: 3, idea: 'Two-factor sign-in with passkeys', votes: 57 },
  { id: 4, idea: 'Shared team calendars', votes: 22 },
];

const columns: GridColDef<Idea & { rank: number }>[] = [
  { field: 'rank', headerName: 'Rank', type: 'number', width: 70, sortable: false },
  { field: 'idea', headerName: 'Idea', flex: 1, minWidth: 180, sortable: false },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 80, sortable: false },
];

// A product backlog ranked by hand: the rank column is computed from the order, so it updates
// as rows are dragged. Sorting is off, because a sorted grid cannot be reordered.
export default function DataGridReorderRanks() {
  const [ideas, setIdeas] = useState(initialIdeas);
  const rows = ideas.map((idea, index) => ({ ...idea, rank: index + 1 }));

  const reorder = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setIdeas((current) => {
      const next = [...current];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved!);
      return next;
    });
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Feature requests"
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={reorder}
        hideFooter
      />
    </Box>
  );
}

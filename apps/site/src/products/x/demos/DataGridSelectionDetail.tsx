import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';

interface Applicant {
  id: number;
  name: string;
  role: string;
  note: string;
}

const applicants: Applicant[] = [
  {
    id: 1,
    name: 'Ayesha Khan',
    role: 'Data engineer',
    note: 'Ran the migration of a 4 TB warehouse; available from September.',
  },
  {
    id: 2,
    name: 'Mateo Silva',
    role: 'Designer',
    note: 'Portfolio strong on accessible forms; prefers a four-day week.',
  },
  {
    id: 3,
    name: 'Ruth Adeyemi',
    role: 'Support lead',
    note: 'Built a support team from 2 to 11 people; speaks French and Yoruba.',
  },
];

const columns: GridColDef<Applicant>[] = [
  { field: 'name', headerName: 'Applicant', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 140 },
];

// Single selection (no checkboxes): clicking a row, or Shift+Space on it, shows its details beside
// the list.
export default function DataGridSelectionDetail() {
  const [selection, setSelection] = useState<GridRowSelectionModel>([1]);
  const selected = applicants.find((applicant) => applicant.id === selection[0]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 260, flex: 1, minWidth: 0 }}>
        <DataGrid
          disableEval
          aria-label="Applicants"
          rows={applicants}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }} aria-live="polite">
        {selected ? (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {selected.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {selected.role}
            </Typography>
            <Typography variant="body2">{selected.note}</Typography>
          </>
        ) : (
          <Typography variant="body2">Select an applicant to see their notes.</Typography>
        )}
      </Paper>
    </Stack>
  );
}

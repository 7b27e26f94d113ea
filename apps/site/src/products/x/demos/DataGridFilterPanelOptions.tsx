import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarFilterButton,
} from '@mui/x-data-grid-pro';
import type { GetColumnForNewFilterArgs, GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  assignee: string;
  replies: number;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Cannot reset password', priority: 'High', assignee: 'Noor', replies: 3 },
  {
    id: 2,
    subject: 'Invoice shows the wrong VAT',
    priority: 'Medium',
    assignee: 'Sam',
    replies: 1,
  },
  { id: 3, subject: 'Export to CSV is empty', priority: 'High', assignee: 'Sam', replies: 5 },
  { id: 4, subject: 'Typo on the pricing page', priority: 'Low', assignee: 'Ines', replies: 0 },
  {
    id: 5,
    subject: 'Two-factor code not arriving',
    priority: 'High',
    assignee: 'Noor',
    replies: 2,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Medium', 'Low'],
    width: 110,
  },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 90 },
];

// "Add filter" starts on the first column that has no filter yet, instead of the first column.
function nextUnfilteredColumn({ currentFilters, columns: all }: GetColumnForNewFilterArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
}

function FilterToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function DataGridFilterPanelOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Support tickets"
        rows={tickets}
        columns={columns}
        hideFooter
        slots={{ toolbar: FilterToolbar }}
        slotProps={{
          filterPanel: {
            // Every filter must hold: the "And / Or" choice is not offered.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            getColumnForNewFilter: nextUnfilteredColumn,
            filterFormProps: {
              columnInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'priority', operator: 'is', value: 'High' }] },
          },
        }}
      />
    </Box>
  );
}

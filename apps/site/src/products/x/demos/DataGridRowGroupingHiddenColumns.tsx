import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface SupportTicket {
  id: number;
  subject: string;
  team: string;
  priority: string;
  assignee: string;
}

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV is empty',
  'App crashes on login',
  'Add a team seat',
  'Webhook deliveries failing',
  'Change billing address',
];
const teams = ['Billing', 'Accounts', 'Integrations'];
const priorities = ['Low', 'Normal', 'High', 'Urgent'];
const assignees = ['Amara Okafor', 'Lucas Moreau', 'Priya Raman', 'Tom Becker', 'Sofia Lindqvist'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const tickets: SupportTicket[] = Array.from({ length: 24 }, (_, index) => ({
  id: 7201 + index,
  subject: pick(subjects, index),
  team: pick(teams, index + Math.floor(index / 3)),
  priority: pick(priorities, index * 3),
  assignee: pick(assignees, index * 2),
}));

const columns: GridColDef<SupportTicket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
];

export default function DataGridRowGroupingHiddenColumns() {
  const apiRef = useGridApiRef();
  // Hides "Team" while rows are grouped by it; the column comes back once it is ungrouped.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['team'] } },
  });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        disableEval
        apiRef={apiRef}
        aria-label="Support tickets grouped by team"
        rows={tickets}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}

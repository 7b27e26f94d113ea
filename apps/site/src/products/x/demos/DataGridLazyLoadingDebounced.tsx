import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef, GridFetchRowsParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
}

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV is empty',
  'App crashes on login',
  'Request to add a team seat',
  'Webhook deliveries failing',
];
const customers = ['Harbor Logistics', 'Bluebird Bakery', 'Atlas Fitness', 'Riverside Dental'];
const priorities = ['Low', 'Normal', 'High', 'Urgent'];

const tickets: Ticket[] = Array.from({ length: 60 }, (_, index) => ({
  id: 7200 + index,
  subject: subjects[index % subjects.length] ?? '',
  customer: customers[(index * 3) % customers.length] ?? '',
  priority: priorities[(index * 7) % priorities.length] ?? '',
}));

const fetchTickets = (start: number, end: number) =>
  new Promise<Ticket[]>((resolve) => {
    setTimeout(() => resolve(tickets.slice(start, end)), 300);
  });

const firstBatch = tickets.slice(0, 8);

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100, sortable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220, sortable: false },
  { field: 'customer', headerName: 'Customer', width: 180, sortable: false },
  { field: 'priority', headerName: 'Priority', width: 110, sortable: false },
];

export default function DataGridLazyLoadingDebounced() {
  const apiRef = useGridApiRef();
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [counts, setCounts] = React.useState({ asked: 0, sent: 0 });

  const handleFetchRows = (params: GridFetchRowsParams) => {
    setCounts((previous) => ({ ...previous, asked: previous.asked + 1 }));
    // Restart the wait on every range: only the range the reader stops on is requested.
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setCounts((previous) => ({ ...previous, sent: previous.sent + 1 }));
      const rows = await fetchTickets(params.firstRowToRender, params.lastRowToRender);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    }, 200);
  };

  React.useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          disableEval
          apiRef={apiRef}
          aria-label="Support tickets"
          columns={columns}
          rows={firstBatch}
          rowCount={tickets.length}
          rowsLoadingMode="server"
          onFetchRows={handleFetchRows}
          disableColumnFilter
          hideFooterPagination
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Ranges the grid asked for: {counts.asked}. Requests sent: {counts.sent}.
      </Typography>
    </Box>
  );
}

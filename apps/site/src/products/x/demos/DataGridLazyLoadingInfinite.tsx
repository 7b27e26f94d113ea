import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface ActivityEvent {
  id: number;
  actor: string;
  action: string;
  target: string;
}

const actors = ['Amara Okafor', 'Lucas Moreau', 'Priya Raman', 'Tom Becker', 'Sofia Lindqvist'];
const actions = ['commented on', 'closed', 'reopened', 'assigned', 'edited'];
const targets = ['Checkout redesign', 'Billing migration', 'Q3 roadmap', 'Release 4.2'];

// The server does not say how many events exist, only whether there are more.
const feed: ActivityEvent[] = Array.from({ length: 60 }, (_, index) => ({
  id: 9000 - index,
  actor: actors[index % actors.length] ?? '',
  action: actions[(index * 2) % actions.length] ?? '',
  target: targets[(index * 5) % targets.length] ?? '',
}));

const PAGE_SIZE = 15;

const fetchActivity = (offset: number) =>
  new Promise<{ rows: ActivityEvent[]; hasMore: boolean }>((resolve) => {
    setTimeout(() => {
      const rows = feed.slice(offset, offset + PAGE_SIZE);
      resolve({ rows, hasMore: offset + rows.length < feed.length });
    }, 500);
  });

const columns: GridColDef<ActivityEvent>[] = [
  { field: 'id', headerName: 'Event', width: 100 },
  { field: 'actor', headerName: 'Who', width: 170 },
  { field: 'action', headerName: 'Did', width: 140 },
  { field: 'target', headerName: 'What', flex: 1, minWidth: 180 },
];

export default function DataGridLazyLoadingInfinite() {
  const [rows, setRows] = React.useState<ActivityEvent[]>(() => feed.slice(0, PAGE_SIZE));
  const [hasMore, setHasMore] = React.useState<boolean>(true);
  const [loading, setLoading] = React.useState<boolean>(false);

  const handleRowsScrollEnd = async () => {
    if (loading || !hasMore) return;
    setLoading(true);
    const response = await fetchActivity(rows.length);
    setRows((previous) => [...previous, ...response.rows]);
    setHasMore(response.hasMore);
    setLoading(false);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Activity feed"
        columns={columns}
        rows={rows}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        hideFooterPagination
      />
    </Box>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useRef, useState } from 'react';

interface Build {
  id: number;
  branch: string;
  status: string;
  minutes: number;
}

// Three "responses" the pretend server cycles through, so each refresh shows a change.
const responses: Build[][] = [
  [
    { id: 1, branch: 'main', status: 'Passed', minutes: 12 },
    { id: 2, branch: 'fix/login-timeout', status: 'Running', minutes: 4 },
    { id: 3, branch: 'feat/dark-charts', status: 'Failed', minutes: 9 },
  ],
  [
    { id: 1, branch: 'main', status: 'Passed', minutes: 12 },
    { id: 2, branch: 'fix/login-timeout', status: 'Passed', minutes: 11 },
    { id: 3, branch: 'feat/dark-charts', status: 'Failed', minutes: 9 },
    { id: 4, branch: 'docs/toolbar', status: 'Queued', minutes: 0 },
  ],
  [
    { id: 1, branch: 'main', status: 'Running', minutes: 2 },
    { id: 3, branch: 'feat/dark-charts', status: 'Passed', minutes: 10 },
    { id: 4, branch: 'docs/toolbar', status: 'Passed', minutes: 7 },
  ],
];

const FAKE_LATENCY_MS = 1200;

const columns: GridColDef<Build>[] = [
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function DataGridOverlayRefresh() {
  const [response, setResponse] = useState(0);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setResponse((current) => (current + 1) % responses.length);
      setLoading(false);
    }, FAKE_LATENCY_MS);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>
          Refresh
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {loading ? 'Loading the latest builds…' : `${responses[response]!.length} builds`}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          disableEval
          aria-label="Recent builds"
          rows={responses[response]}
          columns={columns}
          loading={loading}
          hideFooter
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        />
      </Box>
    </Stack>
  );
}

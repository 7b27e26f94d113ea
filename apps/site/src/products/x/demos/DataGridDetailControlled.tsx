import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { useState } from 'react';

interface Incident {
  id: number;
  service: string;
  severity: string;
  summary: string;
}

const incidents: Incident[] = [
  {
    id: 1,
    service: 'Payments API',
    severity: 'High',
    summary: 'Card payments timed out for 14 minutes after a certificate expired on one node.',
  },
  {
    id: 2,
    service: 'Search',
    severity: 'Low',
    summary: 'Results were stale for about an hour while the indexer restarted.',
  },
  {
    id: 3,
    service: 'Email',
    severity: 'Medium',
    summary: 'Password-reset mails were delayed by up to 20 minutes during a provider outage.',
  },
];

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 140 },
  { field: 'severity', headerName: 'Severity', width: 110 },
];

const allIds = incidents.map((incident) => incident.id);

// Which rows are open is the page's state: the buttons open or close all of them at once.
export default function DataGridDetailControlled() {
  const [expanded, setExpanded] = useState<GridRowId[]>([1]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpanded(allIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          disableEval
          aria-label="Incidents this week"
          rows={incidents}
          columns={columns}
          hideFooter
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          getDetailPanelContent={({ row }: GridRowParams<Incident>) => (
            <Typography variant="body2" sx={{ p: 2 }}>
              {row.summary}
            </Typography>
          )}
          getDetailPanelHeight={() => 'auto'}
        />
      </Box>
    </Stack>
  );
}

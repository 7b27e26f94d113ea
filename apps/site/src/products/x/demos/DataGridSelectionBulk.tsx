import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';

interface Message {
  id: number;
  from: string;
  subject: string;
  received: string;
}

const inbox: Message[] = [
  { id: 1, from: 'Payroll', subject: 'Your June payslip', received: '09:12' },
  { id: 2, from: 'Kim Tran', subject: 'Agenda for Thursday', received: '08:47' },
  { id: 3, from: 'Build server', subject: 'Nightly build passed', received: '06:03' },
  { id: 4, from: 'Build server', subject: 'Nightly build failed', received: 'Yesterday' },
  { id: 5, from: 'Lea Martin', subject: 'Photos from the offsite', received: 'Yesterday' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 130 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'received', headerName: 'Received', width: 110 },
];

// The selection lives in the page's state, so an action outside the grid can use it.
export default function DataGridSelectionBulk() {
  const [messages, setMessages] = useState(inbox);
  const [selection, setSelection] = useState<GridRowSelectionModel>([]);

  const archive = () => {
    setMessages((current) => current.filter((message) => !selection.includes(message.id)));
    setSelection([]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 40 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArchiveOutlined />}
          disabled={selection.length === 0}
          onClick={archive}
        >
          Archive
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {selection.length === 0 ? 'No message selected' : `${selection.length} selected`}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          disableEval
          aria-label="Inbox"
          rows={messages}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}

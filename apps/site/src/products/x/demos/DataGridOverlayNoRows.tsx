import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
}

const sampleContacts: Contact[] = [
  { id: 1, name: 'Ines Duarte', email: 'ines@example.com', company: 'Duarte Tiles' },
  { id: 2, name: 'Kwame Mensah', email: 'kwame@example.com', company: 'Volta Solar' },
  { id: 3, name: 'Hana Novak', email: 'hana@example.com', company: 'Novak & Daughters' },
];

// A constant, not a literal in render: a new `rows` array would replace the rows the grid added.
const noContacts: Contact[] = [];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
  { field: 'company', headerName: 'Company', width: 160 },
];

// The empty state says what the table is for and offers the first step. It is rendered inside
// the grid, so it reaches the grid's API through context.
function EmptyContacts() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, p: 2, textAlign: 'center' }}>
      <GroupAddOutlined sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography>No contacts yet</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
        Contacts you add or import appear here.
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setRows(sampleContacts)}
      >
        Add sample contacts
      </Button>
    </GridOverlay>
  );
}

export default function DataGridOverlayNoRows() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Contacts"
        rows={noContacts}
        columns={columns}
        hideFooter
        slots={{ noRowsOverlay: EmptyContacts }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridAddIcon,
  GridCheckCircleIcon,
  GridDeleteIcon,
  GridToolbarContainer,
  useGridApiContext,
} from '@mui/x-data-grid';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useRef } from 'react';

interface Member {
  id: number;
  name: string;
  verified: boolean;
}

const members: Member[] = [
  { id: 1, name: 'Agnieszka Nowak', verified: true },
  { id: 2, name: 'Björn Halvorsen', verified: false },
  { id: 3, name: 'Chiamaka Obi', verified: true },
];

function VerifiedCell({ value }: GridRenderCellParams<Member, boolean>) {
  return value ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <GridCheckCircleIcon fontSize="small" color="success" />
      Verified
    </Box>
  ) : (
    'Pending'
  );
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Member', flex: 1, minWidth: 160, editable: true },
  { field: 'verified', headerName: 'Email', width: 130, renderCell: VerifiedCell },
];

// The grid's own icons in the app's buttons, so the toolbar looks like part of the grid.
function MembersToolbar() {
  const apiRef = useGridApiContext();
  const nextId = useRef(members.length + 1);
  const add = () => {
    const id = nextId.current++;
    apiRef.current.updateRows([{ id, name: `New member ${id}`, verified: false }]);
  };
  const removeSelected = () => {
    for (const id of apiRef.current.getSelectedRows().keys()) {
      apiRef.current.updateRows([{ id, _action: 'delete' }]);
    }
  };
  return (
    <GridToolbarContainer sx={{ p: 1, gap: 1 }}>
      <Button size="small" startIcon={<GridAddIcon />} onClick={add}>
        Add member
      </Button>
      <Button size="small" startIcon={<GridDeleteIcon />} onClick={removeSelected}>
        Remove selected
      </Button>
    </GridToolbarContainer>
  );
}

export default function DataGridIconsReuse() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Members"
        rows={members}
        columns={columns}
        hideFooter
        checkboxSelection
        slots={{ toolbar: MembersToolbar }}
      />
    </Box>
  );
}

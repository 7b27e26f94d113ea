import CancelOutlined from '@mui/icons-material/CancelOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import { DataGrid, GridActionsCellItem, GridRowModes } from '@mui/x-data-grid';
import type { GridColDef, GridRowId, GridRowModesModel } from '@mui/x-data-grid';
import { useState } from 'react';

interface Supplier {
  id: number;
  name: string;
  contact: string;
  leadDays: number;
}

const initialSuppliers: Supplier[] = [
  { id: 1, name: 'Kestrel Paper Co.', contact: 'orders@kestrel.example', leadDays: 5 },
  { id: 2, name: 'Mirabel Inks', contact: 'sales@mirabel.example', leadDays: 12 },
  { id: 3, name: 'Ostrava Bindery', contact: 'hello@ostrava.example', leadDays: 8 },
];

// Row editing: a whole supplier is edited at once and saved or cancelled together, from the
// buttons in the actions column (or with Enter and Escape).
export default function DataGridEditingRowActions() {
  const [rows, setRows] = useState(initialSuppliers);
  const [rowModes, setRowModes] = useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModes((current) => ({ ...current, [id]: mode }));

  const columns: GridColDef<Supplier>[] = [
    { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 150, editable: true },
    { field: 'contact', headerName: 'Orders email', width: 200, editable: true },
    {
      field: 'leadDays',
      headerName: 'Lead time (days)',
      type: 'number',
      width: 140,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) => {
        if (rowModes[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveOutlined />}
              label={`Save ${row.name}`}
              onClick={() => setMode(id, { mode: GridRowModes.View })}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CancelOutlined />}
              label={`Cancel changes to ${row.name}`}
              onClick={() => setMode(id, { mode: GridRowModes.View, ignoreModifications: true })}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlined />}
            label={`Edit ${row.name}`}
            onClick={() => setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlined />}
            label={`Delete ${row.name}`}
            onClick={() => setRows((current) => current.filter((supplier) => supplier.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Suppliers"
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModes}
        onRowModesModelChange={setRowModes}
        processRowUpdate={(updated: Supplier) => {
          setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';

interface Flight {
  id: number;
  flight: string;
  to: string;
  gate: string;
  departs: string;
  aircraft: string;
}

const flights: Flight[] = [
  { id: 1, flight: 'KL 1234', to: 'Amsterdam', gate: 'B12', departs: '09:40', aircraft: 'E190' },
  { id: 2, flight: 'TP 571', to: 'Lisbon', gate: 'C3', departs: '10:05', aircraft: 'A320' },
  { id: 3, flight: 'SK 1802', to: 'Oslo', gate: 'A7', departs: '10:30', aircraft: 'A20N' },
  { id: 4, flight: 'LH 985', to: 'Frankfurt', gate: 'B4', departs: '11:15', aircraft: 'A321' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100, hideable: false },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'aircraft', headerName: 'Aircraft', width: 100 },
];

const optional = columns.filter((column) => column.hideable !== false);

// The visibility lives in the page's state: the checkboxes and the grid's own column menu both
// change it, and either shows the other's changes.
export default function DataGridColumnVisibilityControlled() {
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>({ aircraft: false });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">Columns shown on the departures board</FormLabel>
        <FormGroup row>
          {optional.map((column) => (
            <FormControlLabel
              key={column.field}
              label={column.headerName}
              control={
                <Checkbox
                  checked={visibility[column.field] !== false}
                  onChange={(event) =>
                    setVisibility({ ...visibility, [column.field]: event.target.checked })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          disableEval
          aria-label="Departures"
          rows={flights}
          columns={columns}
          hideFooter
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Stack>
  );
}

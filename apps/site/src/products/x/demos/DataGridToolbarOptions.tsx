import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  parcels: number;
  status: string;
}

const shipments: Shipment[] = [
  {
    id: 'SH-2201',
    destination: 'Rotterdam',
    carrier: 'Nordfreight',
    parcels: 14,
    status: 'In transit',
  },
  { id: 'SH-2202', destination: 'Porto', carrier: 'Atlantica', parcels: 3, status: 'Delivered' },
  { id: 'SH-2203', destination: 'Gdańsk', carrier: 'Nordfreight', parcels: 22, status: 'Customs' },
  {
    id: 'SH-2204',
    destination: 'Valencia',
    carrier: 'Atlantica',
    parcels: 8,
    status: 'In transit',
  },
  { id: 'SH-2205', destination: 'Hamburg', carrier: 'Rheinlog', parcels: 5, status: 'Delivered' },
  { id: 'SH-2206', destination: 'Antwerp', carrier: 'Rheinlog', parcels: 11, status: 'Booked' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function DataGridToolbarOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Outgoing shipments"
        rows={shipments}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: { debounceMs: 300 },
            // A semicolon-separated file with a byte-order mark opens cleanly in spreadsheet
            // apps set to European number formats.
            csvOptions: { fileName: 'shipments', delimiter: ';', utf8WithBom: true },
            printOptions: { hideToolbar: true, hideFooter: true },
          },
        }}
      />
    </Box>
  );
}

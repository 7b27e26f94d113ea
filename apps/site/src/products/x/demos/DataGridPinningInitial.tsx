import Box from '@mui/material/Box';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

interface Shipment {
  id: string;
  customer: string;
  origin: string;
  destination: string;
  carrier: string;
  service: string;
  weightKg: number;
  parcels: number;
  status: string;
}

const cities = ['Rotterdam', 'Hamburg', 'Lyon', 'Milan', 'Warsaw', 'Madrid', 'Vienna', 'Dublin'];
const customers = ['Harbor Logistics', 'Bluebird Bakery', 'Atlas Fitness', 'Riverside Dental'];
const carriers = ['DHL', 'UPS', 'DPD', 'GLS'];
const statuses = ['Label created', 'In transit', 'Out for delivery', 'Delivered'];

const shipments: Shipment[] = Array.from({ length: 14 }, (_, index) => ({
  id: `SHP-${48210 + index * 7}`,
  customer: customers[index % customers.length] ?? '',
  origin: cities[index % cities.length] ?? '',
  destination: cities[(index * 5 + 3) % cities.length] ?? '',
  carrier: carriers[index % carriers.length] ?? '',
  service: index % 3 === 0 ? 'Express' : 'Standard',
  weightKg: ((index * 37) % 240) / 10 + 1.2,
  parcels: (index % 4) + 1,
  status: statuses[index % statuses.length] ?? '',
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'origin', headerName: 'From', width: 130 },
  { field: 'destination', headerName: 'To', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'service', headerName: 'Service', width: 120 },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 160 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: (params) => [
      <GridActionsCellItem
        key="track"
        icon={<LocalShippingIcon />}
        label={`Track ${params.row.id}`}
      />,
      <GridActionsCellItem key="edit" icon={<EditIcon />} label={`Edit ${params.row.id}`} />,
    ],
  },
];

export default function DataGridPinningInitial() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Outgoing shipments"
        rows={shipments}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['id'], right: ['actions'] } }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';

// Rows as an API sends them: dates as ISO strings, not Date objects.
interface Booking {
  id: number;
  guest: string;
  arrival: string;
  checkIn: string;
  breakfast: boolean;
}

const initialBookings: Booking[] = [
  {
    id: 1,
    guest: 'Ola Nordmann',
    arrival: '2024-07-03',
    checkIn: '2024-07-03T15:30',
    breakfast: true,
  },
  {
    id: 2,
    guest: 'Mariam Said',
    arrival: '2024-07-05',
    checkIn: '2024-07-05T18:00',
    breakfast: false,
  },
  {
    id: 3,
    guest: 'Luca Bianchi',
    arrival: '2024-07-09',
    checkIn: '2024-07-09T14:00',
    breakfast: true,
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  {
    field: 'arrival',
    headerName: 'Arrival',
    type: 'date',
    width: 130,
    editable: true,
    // The grid edits Date objects: convert on the way in and back to a string on the way out.
    valueGetter: (value: string) => new Date(`${value}T00:00`),
    valueSetter: (value: Date | null, row) => ({ ...row, arrival: value ? isoDate(value) : '' }),
  },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'dateTime',
    width: 190,
    editable: true,
    valueGetter: (value: string) => new Date(value),
    valueSetter: (value: Date | null, row) => ({
      ...row,
      checkIn: value ? `${isoDate(value)}T${pad(value.getHours())}:${pad(value.getMinutes())}` : '',
    }),
  },
  { field: 'breakfast', headerName: 'Breakfast', type: 'boolean', width: 110, editable: true },
];

export default function DataGridEditingDates() {
  const [bookings, setBookings] = useState(initialBookings);
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Bookings"
        rows={bookings}
        columns={columns}
        hideFooter
        processRowUpdate={(updated: Booking) => {
          setBookings((current) => current.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
      />
    </Box>
  );
}

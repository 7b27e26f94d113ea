import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Runner {
  name: string;
  country: string;
  minutes: number;
}
type SortKey = keyof Runner;
type Order = 'asc' | 'desc';

const runners: Runner[] = [
  { name: 'Ines', country: 'Portugal', minutes: 182 },
  { name: 'Kofi', country: 'Ghana', minutes: 171 },
  { name: 'Mei', country: 'Taiwan', minutes: 176 },
  { name: 'Lars', country: 'Norway', minutes: 190 },
];
const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Runner' },
  { key: 'country', label: 'Country' },
  { key: 'minutes', label: 'Time (min)' },
];

export default function TableSortable() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('minutes');
  const [order, setOrder] = React.useState<Order>('asc');

  const sorted = [...runners].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  return (
    <TableContainer component={Paper}>
      <Table aria-label="Marathon results">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sortDirection={orderBy === column.key ? order : false}>
                <TableSortLabel
                  active={orderBy === column.key}
                  direction={orderBy === column.key ? order : 'asc'}
                  onClick={() => sortBy(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((runner) => (
            <TableRow key={runner.name} hover>
              <TableCell>{runner.name}</TableCell>
              <TableCell>{runner.country}</TableCell>
              <TableCell>{runner.minutes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

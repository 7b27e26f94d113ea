import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef, GridFilterModel } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  employee: string;
  category: string;
  note: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, employee: 'Amara Okafor', category: 'Travel', note: 'Train to Lyon', amount: 184.5 },
  { id: 2, employee: 'Amara Okafor', category: 'Meals', note: 'Client lunch', amount: 96.2 },
  { id: 3, employee: 'Lucas Moreau', category: 'Software', note: 'Design tool', amount: 144 },
  { id: 4, employee: 'Lucas Moreau', category: 'Travel', note: 'Hotel, two nights', amount: 312.8 },
  { id: 5, employee: 'Priya Raman', category: 'Training', note: 'Product workshop', amount: 450 },
  { id: 6, employee: 'Priya Raman', category: 'Travel', note: 'Flight to Berlin', amount: 268.35 },
  { id: 7, employee: 'Tom Becker', category: 'Meals', note: 'Team dinner', amount: 212.4 },
  { id: 8, employee: 'Tom Becker', category: 'Software', note: 'Uptime alerts', amount: 59 },
  { id: 9, employee: 'Sofia Berg', category: 'Travel', note: 'Taxi from airport', amount: 46.9 },
  { id: 10, employee: 'Sofia Berg', category: 'Training', note: 'UX writing course', amount: 320 },
  { id: 11, employee: 'Kenji Sato', category: 'Meals', note: 'Conference lunch', amount: 24.75 },
  { id: 12, employee: 'Kenji Sato', category: 'Travel', note: 'Shinkansen ticket', amount: 118.6 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', width: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'note', headerName: 'Description', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
];

const categories = ['All', 'Travel', 'Meals', 'Software', 'Training'];

export default function DataGridAggregationRowsScope() {
  const [category, setCategory] = React.useState<string>('Travel');
  const [allRows, setAllRows] = React.useState<boolean>(false);

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: category === 'All' ? [] : [{ field: 'category', operator: 'equals', value: category }],
    }),
    [category],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {categories.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={allRows} onChange={(_event, checked) => setAllRows(checked)} />}
          label="Include hidden rows in the total"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        {/* Version 7.26 does not redraw aggregated cells after filtering (fixed in 7.29),
            so a new key remounts the grid whenever the filter or the scope changes. */}
        <DataGridPremium
          disableEval
          key={`${category}-${allRows}`}
          aria-label="Expenses"
          rows={expenses}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          filterModel={filterModel}
          disableColumnFilter
          initialState={{ aggregation: { model: { amount: 'sum' } } }}
        />
      </Box>
    </Box>
  );
}

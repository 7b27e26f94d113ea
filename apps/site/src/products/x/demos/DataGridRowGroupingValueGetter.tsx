import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import type { DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  issuedAt: Date;
}

const clients = ['Harbor Logistics', 'Bluebird Bakery', 'Atlas Fitness', 'Lumen Architects'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const invoices: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: `INV-${2001 + index}`,
  client: pick(clients, index * 3),
  amount: 250 + ((index * 379) % 4200),
  issuedAt: new Date(2024, (index * 5) % 12, ((index * 11) % 27) + 1),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
  {
    field: 'issuedAt',
    headerName: 'Issued',
    type: 'date',
    width: 140,
    // Group by quarter: "2024 Q1" sorts correctly as text and reads well in the group row.
    groupingValueGetter: (value: Date) =>
      `${value.getFullYear()} Q${Math.floor(value.getMonth() / 3) + 1}`,
    // The group rows pass their key (a string) through the same formatter as the dates.
    valueFormatter: (value: Date | string | undefined) =>
      value instanceof Date ? shortDate.format(value) : (value ?? ''),
  },
];

// Open the first quarter so its invoices are visible at once.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingKey === '2024 Q1';

export default function DataGridRowGroupingValueGetter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Invoices grouped by quarter"
        rows={invoices}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['issuedAt'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}

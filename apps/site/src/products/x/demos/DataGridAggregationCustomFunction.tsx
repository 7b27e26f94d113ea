import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import type { GridAggregationFunction, GridColDef } from '@mui/x-data-grid-premium';

interface Quote {
  id: number;
  supplier: string;
  item: string;
  unitPrice: number;
  leadTimeDays: number;
}

const quotes: Quote[] = [
  {
    id: 1,
    supplier: 'Hearth & Clay',
    item: 'Ceramic mugs (box of 12)',
    unitPrice: 38.5,
    leadTimeDays: 12,
  },
  {
    id: 2,
    supplier: 'Nordic Weave',
    item: 'Ceramic mugs (box of 12)',
    unitPrice: 42,
    leadTimeDays: 7,
  },
  {
    id: 3,
    supplier: 'Papyrus & Co.',
    item: 'Ceramic mugs (box of 12)',
    unitPrice: 35.9,
    leadTimeDays: 21,
  },
  {
    id: 4,
    supplier: 'Lumen Works',
    item: 'Ceramic mugs (box of 12)',
    unitPrice: 44.25,
    leadTimeDays: 5,
  },
  {
    id: 5,
    supplier: 'Summit Gear',
    item: 'Ceramic mugs (box of 12)',
    unitPrice: 39.99,
    leadTimeDays: 10,
  },
];

// "Range" reports the lowest and the highest value; it formats its own result, a piece of text.
const range: GridAggregationFunction<number, string> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) return '';
    return `${Math.min(...numbers)} – ${Math.max(...numbers)}`;
  },
  valueFormatter: (value: string) => value,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, range };

const columns: GridColDef<Quote>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200, aggregable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price ($)',
    type: 'number',
    width: 150,
    // Prices make sense as a minimum, an average or a range; a sum of quotes means nothing.
    availableAggregationFunctions: ['min', 'avg', 'range'],
  },
  { field: 'leadTimeDays', headerName: 'Lead time (days)', type: 'number', width: 170 },
];

export default function DataGridAggregationCustomFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Supplier quotes"
        rows={quotes}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { unitPrice: 'range', leadTimeDays: 'range' } } }}
      />
    </Box>
  );
}

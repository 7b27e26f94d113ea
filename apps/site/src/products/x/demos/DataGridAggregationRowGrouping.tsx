import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import type { DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  revenue: number;
}

const customers = ['Northwind Traders', 'Bluebird Bakery', 'Harbor Logistics', 'Atlas Fitness'];
const products = [
  { name: 'Oak desk', price: 420 },
  { name: 'Task chair', price: 260 },
  { name: 'Desk lamp', price: 65 },
  { name: 'Wool rug', price: 310 },
];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const lines: OrderLine[] = Array.from({ length: 20 }, (_, index) => {
  const product = pick(products, index * 3 + Math.floor(index / 4));
  const quantity = ((index * 7) % 5) + 1;
  return {
    id: index + 1,
    customer: pick(customers, index),
    product: product.name,
    quantity,
    revenue: quantity * product.price,
  };
});

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
];

type Position = DataGridPremiumProps['getAggregationPosition'];
// The default: the grand total in the grid's footer, each group's total in its group row.
const inGroupRow: Position = (node) => (node.depth === -1 ? 'footer' : 'inline');
const inGroupFooter: Position = () => 'footer';
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingKey === 'Northwind Traders';

export default function DataGridAggregationRowGrouping() {
  const apiRef = useGridApiRef();
  const [footers, setFooters] = React.useState<boolean>(false);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['customer'] },
      aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={footers} onChange={(_event, checked) => setFooters(checked)} />}
        label="Show group totals in a footer row"
      />
      <Box sx={{ height: 500 }}>
        <DataGridPremium
          disableEval
          apiRef={apiRef}
          aria-label="Revenue per customer"
          rows={lines}
          columns={columns}
          initialState={initialState}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          getAggregationPosition={footers ? inGroupFooter : inGroupRow}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import type { GridColDef, GridFetchRowsParams, GridFilterItem } from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  category: string;
  stock: number;
  price: number;
}

const materials = ['Oak', 'Walnut', 'Steel', 'Linen', 'Ceramic', 'Bamboo'];
const items = ['lamp', 'stool', 'shelf', 'bench', 'tray', 'mirror', 'clock', 'desk', 'vase', 'rug'];
const categories = ['Living room', 'Office', 'Garden', 'Hallway'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const catalogue: Product[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${pick(materials, Math.floor(index / 10))} ${pick(items, index)}`,
  category: pick(categories, index),
  stock: (index * 29) % 140,
  price: 19 + ((index * 53) % 380),
}));

// The fake server: sorts and filters the whole catalogue, then returns the requested slice.
const matches = (row: Product, { field, operator, value }: GridFilterItem) => {
  const cell = row[field as keyof Product];
  if (value === undefined || value === '') return true;
  if (operator === '>') return Number(cell) > Number(value);
  if (operator === '<') return Number(cell) < Number(value);
  return String(cell).toLowerCase().includes(String(value).toLowerCase());
};

function fetchProducts(
  { sortModel, filterModel }: GridFetchRowsParams,
  start: number,
  end: number,
) {
  const test = filterModel.logicOperator === 'or' ? 'some' : 'every';
  const result = catalogue
    .filter((row) => !filterModel.items.length || filterModel.items[test]((i) => matches(row, i)))
    .sort((a, b) => {
      for (const { field, sort } of sortModel) {
        const key = field as keyof Product;
        if (a[key] !== b[key]) return (a[key] < b[key] ? -1 : 1) * (sort === 'desc' ? -1 : 1);
      }
      return 0;
    });
  return new Promise<{ rows: Product[]; total: number }>((resolve) => {
    setTimeout(() => resolve({ rows: result.slice(start, end), total: result.length }), 400);
  });
}

const contains = getGridStringOperators().filter((op) => op.value === 'contains');
const compare = getGridNumericOperators().filter((op) => op.value === '>' || op.value === '<');

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, filterOperators: contains },
  { field: 'category', headerName: 'Category', width: 140, filterOperators: contains },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, filterOperators: compare },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, filterOperators: compare },
];

const queryOf = ({
  sortModel,
  filterModel,
}: Pick<GridFetchRowsParams, 'sortModel' | 'filterModel'>) =>
  JSON.stringify([sortModel, filterModel.items, filterModel.logicOperator ?? 'and']);

export default function DataGridLazyLoadingSortFilter() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Product[]>(() => catalogue.slice(0, 10));
  const [rowCount, setRowCount] = React.useState<number>(catalogue.length);
  const [loading, setLoading] = React.useState<boolean>(false);
  const currentQuery = React.useRef<string>(queryOf({ sortModel: [], filterModel: { items: [] } }));

  const handleFetchRows = async (params: GridFetchRowsParams) => {
    const query = queryOf(params);
    const isNewQuery = query !== currentQuery.current;
    currentQuery.current = query;
    // A new sort or filter moves every row: reload from the top instead of patching a range.
    const start = isNewQuery ? 0 : params.firstRowToRender;
    if (isNewQuery) setLoading(true);
    const response = await fetchProducts(params, start, params.lastRowToRender);
    // The sort or filter changed again while this request was in flight: drop the answer.
    if (query !== currentQuery.current) return;
    if (isNewQuery) {
      setRows(response.rows);
      setRowCount(response.total);
      setLoading(false);
    } else {
      apiRef.current.unstable_replaceRows(start, response.rows);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        disableEval
        apiRef={apiRef}
        aria-label="Product catalogue"
        columns={columns}
        rows={rows}
        rowCount={rowCount}
        loading={loading}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        onFetchRows={handleFetchRows}
        hideFooterPagination
      />
    </Box>
  );
}

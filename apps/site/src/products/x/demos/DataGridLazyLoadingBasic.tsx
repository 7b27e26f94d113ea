import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef, GridFetchRowsParams } from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const materials = ['Oak', 'Walnut', 'Steel', 'Linen', 'Ceramic', 'Bamboo'];
const items = ['lamp', 'stool', 'shelf', 'bench', 'tray', 'mirror', 'clock', 'desk', 'vase', 'rug'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

// The "database": 60 products built from the index, so every load returns the same rows.
const catalogue: Product[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  sku: `HOME-${String(index + 1).padStart(4, '0')}`,
  name: `${pick(materials, Math.floor(index / 10))} ${pick(items, index)}`,
  stock: (index * 29) % 140,
}));

// A fake API: answers after 400 ms with the requested slice (`end` is exclusive).
const fetchProducts = (start: number, end: number) =>
  new Promise<Product[]>((resolve) => {
    setTimeout(() => resolve(catalogue.slice(start, end)), 400);
  });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 130, sortable: false },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, sortable: false },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, sortable: false },
];

// The first batch arrives with the page; the other 50 rows are fetched when scrolled into view.
const firstBatch = catalogue.slice(0, 10);

export default function DataGridLazyLoadingBasic() {
  const apiRef = useGridApiRef();
  const [lastRequest, setLastRequest] = React.useState<string>('none yet');

  const handleFetchRows = async (params: GridFetchRowsParams) => {
    setLastRequest(`rows ${params.firstRowToRender + 1}–${params.lastRowToRender}`);
    const rows = await fetchProducts(params.firstRowToRender, params.lastRowToRender);
    apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          disableEval
          apiRef={apiRef}
          aria-label="Product catalogue"
          columns={columns}
          rows={firstBatch}
          rowCount={catalogue.length}
          rowsLoadingMode="server"
          onFetchRows={handleFetchRows}
          disableColumnFilter
          hideFooterPagination
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Last request: {lastRequest}
      </Typography>
    </Box>
  );
}

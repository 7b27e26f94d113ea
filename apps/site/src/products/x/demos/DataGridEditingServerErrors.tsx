import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const initialProducts: Product[] = [
  { id: 1, sku: 'MUG-01', name: 'Stoneware mug', stock: 42 },
  { id: 2, sku: 'TEA-07', name: 'Loose-leaf sencha', stock: 18 },
  { id: 3, sku: 'POT-02', name: 'Cast-iron teapot', stock: 5 },
];

const FAKE_LATENCY_MS = 500;

// Stands in for your API: it refuses a SKU another product already has, as a server would.
function saveProduct(product: Product, all: Product[]): Promise<Product> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      const sku = product.sku.trim().toUpperCase();
      const taken = all.some((other) => other.id !== product.id && other.sku === sku);
      if (taken) reject(new Error(`The SKU ${sku} belongs to another product.`));
      else resolve({ ...product, sku });
    }, FAKE_LATENCY_MS),
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110, editable: true },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
];

export default function DataGridEditingServerErrors() {
  const [products, setProducts] = useState(initialProducts);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  // The cell stays in edit mode until this promise settles; after a rejection it is still open,
  // so the reader can correct the value or press Escape to cancel.
  const processRowUpdate = async (updated: Product) => {
    const saved = await saveProduct(updated, products);
    setProducts((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    setMessage({ severity: 'success', text: `Saved ${saved.name}.` });
    return saved;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          disableEval
          aria-label="Tea shop stock"
          rows={products}
          columns={columns}
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) =>
            setMessage({ severity: 'error', text: error.message })
          }
        />
      </Box>
      <Box role="status" sx={{ minHeight: 48 }}>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}

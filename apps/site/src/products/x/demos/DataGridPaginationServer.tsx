import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const TOTAL_ORDERS = 137;
const FAKE_LATENCY_MS = 600;
const customers = [
  'Ana Lima',
  'Bo Sørensen',
  'Chidi Eze',
  'Dara Kim',
  'Emil Sauer',
  'Farah Haddad',
];

// Stands in for a request to your API: one page of orders, computed from the page number.
function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  const first = page * pageSize;
  const count = Math.max(0, Math.min(pageSize, TOTAL_ORDERS - first));
  const orders = Array.from({ length: count }, (_, index) => {
    const id = first + index + 1;
    return { id, customer: customers[id % customers.length]!, total: 20 + ((id * 53) % 480) };
  });
  return new Promise((resolve) => setTimeout(() => resolve(orders), FAKE_LATENCY_MS));
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function DataGridPaginationServer() {
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    // Ignore a response that arrives after the reader has moved to another page.
    let current = true;
    setLoading(true);
    fetchOrders(paginationModel).then((page) => {
      if (!current) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Orders"
        rows={rows}
        columns={columns}
        rowCount={TOTAL_ORDERS}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        loading={loading}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}

import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

interface Invoice {
  id: number;
  amount: number;
}

// Generated rows keep the demo self-contained: no data is fetched.
const invoices: Invoice[] = Array.from({ length: 23 }, (_, i) => ({
  id: 1001 + i,
  amount: ((i * 37) % 90) * 10 + 50,
}));

export default function TablePaginated() {
  const [page, setPage] = React.useState<number>(0);
  const [rowsPerPage, setRowsPerPage] = React.useState<number>(5);
  const visible = invoices.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const handleRowsPerPage = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  return (
    <Paper>
      <TableContainer>
        <Table aria-label="Invoices" size="small">
          <TableBody>
            {visible.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>Invoice #{invoice.id}</TableCell>
                <TableCell align="right">{invoice.amount.toFixed(2)} €</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={invoices.length}
        page={page}
        onPageChange={(_event, newPage: number) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={handleRowsPerPage}
      />
    </Paper>
  );
}

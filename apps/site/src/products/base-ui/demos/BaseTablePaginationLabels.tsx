import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/material/styles';

const invoices = [
  { number: 'INV-2041', client: 'Northwind Ltd', status: 'Paid' },
  { number: 'INV-2042', client: 'Bluebird Café', status: 'Overdue' },
  { number: 'INV-2043', client: 'Atlas Freight', status: 'Paid' },
  { number: 'INV-2044', client: 'Hollow Oak Studio', status: 'Draft' },
  { number: 'INV-2045', client: 'Northwind Ltd', status: 'Sent' },
  { number: 'INV-2046', client: 'Kestrel Labs', status: 'Paid' },
  { number: 'INV-2047', client: 'Bluebird Café', status: 'Sent' },
  { number: 'INV-2048', client: 'Marigold Farms', status: 'Paid' },
  { number: 'INV-2049', client: 'Atlas Freight', status: 'Overdue' },
];

const Table = styled('table')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: '100%',
    borderCollapse: 'collapse',
    color: palette.text.primary,
    '& caption': { ...theme.typography.subtitle2, textAlign: 'start', paddingBottom: 8 },
    '& th, & td': {
      padding: theme.spacing(1),
      borderBottom: `1px solid ${palette.divider}`,
      textAlign: 'start',
    },
  };
});

const Pagination = styled(TablePagination)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    [`& .${classes.toolbar}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(1, 2),
    },
    [`& .${classes.spacer}`]: { display: 'none' },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.displayedRows}`]: { flexGrow: 1 },
    [`& .${classes.select}, & .${classes.actions} button`]: {
      font: 'inherit',
      padding: theme.spacing(0.25, 0.75),
      border: `1px solid ${palette.divider}`,
      borderRadius: 6,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    [`& .${classes.actions}`]: { display: 'flex', gap: theme.spacing(0.5) },
    [`& .${classes.actions} button:disabled`]: { color: palette.text.disabled },
  };
});

export default function BaseTablePaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  // -1 stands for the "All" option.
  const visibleRows =
    rowsPerPage === -1 ? invoices : invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Table>
      <caption>Invoices this quarter</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Client</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {visibleRows.map((invoice) => (
          <tr key={invoice.number}>
            <td>{invoice.number}</td>
            <td>{invoice.client}</td>
            <td>{invoice.status}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Pagination
            colSpan={3}
            count={invoices.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[4, 8, { label: 'All', value: -1 }]}
            labelRowsPerPage="Show"
            labelDisplayedRows={({ from, to, count }) => `Invoices ${from} to ${to} of ${count}`}
            getItemAriaLabel={(type) => `Show the ${type} page of invoices`}
            slotProps={{ displayedRows: { 'aria-live': 'polite' } }}
            onPageChange={(event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

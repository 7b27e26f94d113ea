import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/material/styles';

const orders = [
  { id: '1001', customer: 'Ines Duarte', total: 84.5 },
  { id: '1002', customer: 'Kofi Mensah', total: 23.0 },
  { id: '1003', customer: 'Mei Lin', total: 150.25 },
  { id: '1004', customer: 'Oskar Berg', total: 12.99 },
  { id: '1005', customer: 'Amara Okafor', total: 67.4 },
  { id: '1006', customer: 'Luca Romano', total: 230.0 },
  { id: '1007', customer: 'Sofia Novak', total: 45.8 },
  { id: '1008', customer: 'Daniel Cohen', total: 19.9 },
  { id: '1009', customer: 'Hana Sato', total: 99.0 },
  { id: '1010', customer: 'Mateo Ruiz', total: 310.6 },
  { id: '1011', customer: 'Aisha Khan', total: 58.3 },
  { id: '1012', customer: 'Nils Holm', total: 7.5 },
  { id: '1013', customer: 'Chloé Martin', total: 128.0 },
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
    '& .amount': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  };
});

const Pagination = styled(TablePagination)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    [`& .${classes.toolbar}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: theme.spacing(1, 2),
    },
    [`& .${classes.spacer}`]: { display: 'none' },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
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

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function BaseTablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visibleRows = orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Table>
      <caption>Recent orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col" className="amount">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {visibleRows.map((order) => (
          <tr key={order.id}>
            <td>#{order.id}</td>
            <td>{order.customer}</td>
            <td className="amount">{money.format(order.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Pagination
            colSpan={3}
            count={orders.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, 25]}
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

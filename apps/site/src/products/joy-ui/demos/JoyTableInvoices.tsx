import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-2024-041', customer: 'Nordic Timber AB', due: '3 May', status: 'Paid', amount: 4280 },
  { id: 'INV-2024-042', customer: 'Atelier Moreau', due: '10 May', status: 'Paid', amount: 1195.5 },
  {
    id: 'INV-2024-043',
    customer: 'Baltic Interiors',
    due: '17 May',
    status: 'Overdue',
    amount: 8640,
  },
  {
    id: 'INV-2024-044',
    customer: 'Casa Lumen Lda',
    due: '31 May',
    status: 'Open',
    amount: 2310.75,
  },
] as const;

const statusColor = { Paid: 'success', Overdue: 'danger', Open: 'neutral' } as const;

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);

export default function JoyTableInvoices() {
  return (
    <Table
      variant="outlined"
      borderAxis="xBetween"
      sx={{
        borderRadius: 'sm',
        '& caption': { textAlign: 'left' },
        // The last column holds amounts: align it to the right so decimals line up.
        '& tr > *:last-child': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        '& thead th:nth-child(2)': { width: '28%' },
      }}
    >
      <caption>Invoices issued in May 2024</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Due</th>
          <th scope="col">Status</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.id}</th>
            <td>{invoice.customer}</td>
            <td>{invoice.due}</td>
            <td>
              <Chip size="sm" variant="soft" color={statusColor[invoice.status]}>
                {invoice.status}
              </Chip>
            </td>
            <td>{euro.format(invoice.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Total
          </th>
          <td>{euro.format(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

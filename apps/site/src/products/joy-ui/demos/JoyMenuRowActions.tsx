import * as React from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

type Invoice = { id: string; customer: string; amount: string };

export default function JoyMenuRowActions() {
  const [invoices, setInvoices] = React.useState<Invoice[]>([
    { id: 'INV-2041', customer: 'Nordic Timber AB', amount: '€4,280.00' },
    { id: 'INV-2042', customer: 'Atelier Moreau', amount: '€1,195.50' },
    { id: 'INV-2043', customer: 'Casa Lumen Lda', amount: '€2,310.75' },
  ]);
  const [message, setMessage] = React.useState<string>('');
  const nextNumber = React.useRef<number>(2044);
  const captionRef = React.useRef<HTMLTableCaptionElement>(null);
  const duplicate = (invoice: Invoice) => {
    const id = `INV-${nextNumber.current++}`;
    setInvoices((list) => [...list, { ...invoice, id }]);
    setMessage(`${invoice.id} duplicated as ${id}.`);
  };
  const remove = (invoice: Invoice) => {
    setInvoices((list) => list.filter((item) => item.id !== invoice.id));
    setMessage(`${invoice.id} deleted.`);
    captionRef.current?.focus(); // the row and its menu button are about to disappear
  };

  return (
    <Table borderAxis="xBetween" sx={{ '& tr > *:last-child': { width: 56 } }}>
      <caption ref={captionRef} tabIndex={-1} style={{ textAlign: 'left' }}>
        Draft invoices
        <Typography level="body-sm" role="status">
          {message}
        </Typography>
      </caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Amount</th>
          <th scope="col" aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.id}</th>
            <td>{invoice.customer}</td>
            <td>{invoice.amount}</td>
            <td>
              <Dropdown>
                <MenuButton
                  slots={{ root: IconButton }}
                  slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm' } }}
                  aria-label={`Actions for ${invoice.id}`}
                >
                  <MoreVert />
                </MenuButton>
                <Menu placement="bottom-end" size="sm" sx={{ minWidth: 160 }}>
                  <MenuItem onClick={() => setMessage(`Editing ${invoice.id}.`)}>Edit</MenuItem>
                  <MenuItem onClick={() => duplicate(invoice)}>Duplicate</MenuItem>
                  <ListDivider />
                  <MenuItem color="danger" onClick={() => remove(invoice)}>
                    Delete
                  </MenuItem>
                </Menu>
              </Dropdown>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

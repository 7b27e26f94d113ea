import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme, type Theme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { PageContainer, PageContainerToolbar } from '@toolpad/core/PageContainer';
import { useNotifications } from '@toolpad/core/useNotifications';

const navigation: Navigation = [{ segment: 'invoices', title: 'Invoices' }];

const invoices = [
  {
    number: 'INV-2024-0142',
    customer: 'Northwind Traders',
    due: '14 May 2024',
    total: '$4,820.00',
  },
  { number: 'INV-2024-0143', customer: 'Blue Harbor Cafe', due: '21 May 2024', total: '$612.50' },
  {
    number: 'INV-2024-0144',
    customer: 'Alder & Finch Legal',
    due: '3 Jun 2024',
    total: '$2,150.00',
  },
];

// Defined outside the demo component, so PageContainer keeps the same toolbar between renders.
function InvoiceActions() {
  const notifications = useNotifications();
  return (
    <PageContainerToolbar>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={() => notifications.show('3 invoices exported to CSV', { autoHideDuration: 3000 })}
      >
        Export
      </Button>
      <Button
        variant="contained"
        onClick={() =>
          notifications.show('Draft INV-2024-0145 created', { autoHideDuration: 3000 })
        }
      >
        New invoice
      </Button>
    </PageContainerToolbar>
  );
}

function useDemoRouter(initialPath: string): Router {
  const [pathname, setPathname] = React.useState(initialPath);
  return React.useMemo(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => setPathname(typeof url === 'string' ? url : url.pathname),
    }),
    [pathname],
  );
}

// The page's theme without its colour schemes: the demo follows the page's light or dark mode.
function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadPageContainerActions() {
  const router = useDemoRouter('/invoices');
  const theme = usePageTheme();

  return (
    <Box sx={{ width: 1, border: 1, borderColor: 'divider' }}>
      <AppProvider navigation={navigation} router={router} theme={theme}>
        <PageContainer slots={{ toolbar: InvoiceActions }}>
          <Table size="small" aria-label="Open invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Due</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.number}>
                  <TableCell>{invoice.number}</TableCell>
                  <TableCell>{invoice.customer}</TableCell>
                  <TableCell>{invoice.due}</TableCell>
                  <TableCell align="right">{invoice.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PageContainer>
      </AppProvider>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const invoices = [
  { id: 'inv-0142', number: 'INV-2024-0142', customer: 'Northwind Traders', total: '$4,820.00' },
  { id: 'inv-0143', number: 'INV-2024-0143', customer: 'Blue Harbor Cafe', total: '$612.50' },
  { id: 'inv-0144', number: 'INV-2024-0144', customer: 'Alder & Finch Legal', total: '$2,150.00' },
];

// Each record becomes a child page, so PageContainer can name it in the title and breadcrumbs.
const navigation: Navigation = [
  {
    segment: 'invoices',
    title: 'Invoices',
    children: invoices.map((invoice) => ({ segment: invoice.id, title: invoice.number })),
  },
];

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

export default function ToolpadPageContainerRecords() {
  const router = useDemoRouter('/invoices/inv-0142');
  const theme = usePageTheme();
  const invoice = invoices.find((item) => router.pathname === `/invoices/${item.id}`);

  return (
    <Box sx={{ width: 1, height: 330, border: 1, borderColor: 'divider' }}>
      <AppProvider navigation={navigation} router={router} theme={theme}>
        <PageContainer>
          {invoice ? (
            <React.Fragment>
              <Typography>{invoice.customer}</Typography>
              <Typography sx={{ color: 'text.secondary' }}>Total due: {invoice.total}</Typography>
            </React.Fragment>
          ) : (
            <List dense disablePadding>
              {invoices.map((item) => (
                <ListItemButton
                  key={item.id}
                  onClick={() => router.navigate(`/invoices/${item.id}`)}
                >
                  <ListItemText primary={item.number} secondary={item.customer} />
                </ListItemButton>
              ))}
            </List>
          )}
        </PageContainer>
      </AppProvider>
    </Box>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AppRoutes } from './AppRoutes';

const theme = createTheme({
  palette: { primary: { main: '#0b6bcb' } },
  shape: { borderRadius: 12 },
});

/** Everything inside the router: providers and routes. Shared by prerender and the browser. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppRoutes />
    </ThemeProvider>
  );
}

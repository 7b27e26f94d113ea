import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { DocPage } from './pages/DocPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { allPagePaths } from './routes';

const theme = createTheme({
  palette: { primary: { main: '#0b6bcb' } },
  shape: { borderRadius: 12 },
});

const pagePaths = allPagePaths();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          {pagePaths.map((pathname) => (
            <Route key={pathname} path={pathname} element={<DocPage pathname={pathname} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ThemeProvider>
  );
}

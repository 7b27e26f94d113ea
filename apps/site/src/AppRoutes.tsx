import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { DocRoute } from './pages/DocRoute';
import { HomePage } from './pages/HomePage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<DocRoute />} />
      </Route>
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { DocRoute } from './pages/DocRoute';
import { HomeRoute } from './pages/HomeRoute';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="*" element={<DocRoute />} />
      </Route>
    </Routes>
  );
}

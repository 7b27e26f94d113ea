import { AppLayout } from './layout/AppLayout';
import { DocRoute } from './pages/DocRoute';
import { HomeRoute } from './pages/HomeRoute';
import { useSiteLocation } from './shell/LocationProvider';

/** The layout around the page for the path: the home page at `/`, any other path by its product's tree. */
export function AppRoutes() {
  const { pathname } = useSiteLocation().location;
  return <AppLayout>{pathname === '/' ? <HomeRoute /> : <DocRoute />}</AppLayout>;
}

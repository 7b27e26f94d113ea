import { use } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { resolveRoute, routeDataAfterHydration, routeDataReady } from '../routing/resolveRoute';
import { DocRoute } from './DocRoute';
import { DemoFullScreen } from '../demos/DemoFullScreen';

/**
 * A path shaped like a demo's full-screen page (`<page>/demos/<name>`): the demo alone, without
 * the site's header and side nav. Anything else such a path resolves to (a redirect, a 404) gets
 * the usual layout, through DocRoute. A chunk of its own, loaded for such a path only
 * (`demoPageComponent`, src/routing/pageComponents.ts).
 */
export function DemoRoute() {
  const location = useLocation();
  return (
    <PageErrorBoundary key={location.pathname}>
      <RoutedDemo location={location} />
    </PageErrorBoundary>
  );
}

function RoutedDemo({ location }: { location: Location }) {
  const { pathname } = location;
  if (!routeDataReady(pathname)) use(routeDataAfterHydration(pathname));
  const route = resolveRoute(pathname);
  if (route.kind === 'redirect') {
    return <Navigate replace to={`${route.to}${location.search}${location.hash}`} />;
  }
  if (route.kind !== 'demo') {
    return (
      <AppLayout>
        <DocRoute />
      </AppLayout>
    );
  }
  return <DemoFullScreen pagePath={route.pathname} slug={route.slug} />;
}

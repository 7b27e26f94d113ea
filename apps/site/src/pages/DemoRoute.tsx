import { useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { DemoFullScreen } from '../demos/DemoFullScreen';
import { DocRoute } from './DocRoute';

/**
 * A path shaped like a demo's full-screen page (`<page>/demos/<name>`): the demo alone, without
 * the site's header and side nav. Anything else such a path resolves to (a redirect, a 404) gets
 * the usual layout and handling, through DocRoute. A chunk of its own, loaded for such a path only
 * (`demoPageComponent`, src/routing/pageComponents.ts).
 */
export function DemoRoute() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <RoutedDemo pathname={pathname} />
    </PageErrorBoundary>
  );
}

function RoutedDemo({ pathname }: { pathname: string }) {
  const route = useResolvedRoute(pathname);
  if (route.kind !== 'demo') {
    return (
      <AppLayout>
        <DocRoute />
      </AppLayout>
    );
  }
  return <DemoFullScreen pagePath={route.pathname} slug={route.slug} />;
}

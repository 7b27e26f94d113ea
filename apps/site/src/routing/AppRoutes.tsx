import { Suspense, use } from 'react';
import { AppLayout } from '../layout/AppLayout';
import { DocRoute } from '../pages/DocRoute';
import { HomeRoute } from '../pages/HomeRoute';
import { useLocation } from 'react-router-dom';
import { PageHydrated } from '../hydration/PageHydrated';
import { IdlePrefetch } from './IdlePrefetch';
import { demoPageComponent } from './pageComponents';
import { parseDemoPath } from '../demos/demoPath';

/**
 * The layout around the page for the path: the home page at `/`, any other path by its product's
 * tree. The page is in a Suspense boundary of its own (and so is the side nav, in AppLayout) so
 * that a prerendered page hydrates in two steps: the shell (header, search, settings) first, with
 * only the code it needs, while the page and the side nav keep their prerendered HTML; then those
 * two, once what they render from (the product's tree, the page component, the page's content
 * chunk), fetched after the first step, has arrived. The boundary is never re-created, so a
 * navigation that suspends keeps the current page on screen rather than showing the empty fallback.
 * Once the page's content has committed, the pages its links lead to are fetched ahead at idle.
 * A demo's full-screen page (`<page>/demos/<name>`) renders on its own, in the same two steps.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A demo's full-screen page has the demo alone, without the layout.
  if (parseDemoPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <LoadedDemoRoute />
        <PageHydrated />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <Suspense fallback={null}>
        {pathname === '/' ? <HomeRoute /> : <DocRoute />}
        <PageHydrated />
        <IdlePrefetch />
      </Suspense>
    </AppLayout>
  );
}

/** The demo route's chunk, once loaded: a prerendered full-screen page hydrates after it. */
function LoadedDemoRoute() {
  const DemoRoute = demoPageComponent.loaded() ?? use(demoPageComponent.afterHydration());
  return <DemoRoute />;
}

import { use } from 'react';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { loadedHomePage, loadHomePage } from './homePageLoader';

function Home() {
  const HomePage = loadedHomePage() ?? use(loadHomePage());
  return <HomePage />;
}

/** The home route: preloaded before hydration; on a client navigation it suspends until loaded. */
export function HomeRoute() {
  return (
    <PageErrorBoundary key="/">
      <Home />
    </PageErrorBoundary>
  );
}

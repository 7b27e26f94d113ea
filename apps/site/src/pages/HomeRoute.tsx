import { use } from 'react';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { homePageAfterHydration, loadedHomePage } from './homePageLoader';

function Home() {
  const HomePage = loadedHomePage() ?? use(homePageAfterHydration());
  return <HomePage />;
}

/** The home route: hydrated once its chunk loads after the shell's; a navigation suspends until it is loaded. */
export function HomeRoute() {
  return (
    <PageErrorBoundary key="/">
      <Home />
    </PageErrorBoundary>
  );
}

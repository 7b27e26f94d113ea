import { use } from 'react';
import { PageErrorBoundary } from '../resilience/PageErrorBoundary';
import { homePageComponent } from '../routing/pageComponents';

function Home() {
  const HomePage = homePageComponent.loaded() ?? use(homePageComponent.afterHydration());
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

import { describe, expect, it } from 'vitest';
import { routeDataAfterHydration, routeDataReady } from './resolveRoute';
import { markAppHydrated } from '../hydration/hydrationState';

describe('routeDataAfterHydration', () => {
  it('loads nothing while the app hydrates, then the path’s trees, once', async () => {
    const path = '/joy-ui/getting-started/overview';
    const waiting = routeDataAfterHydration(path);
    // The same promise for every render that suspends on it, for any path of the product.
    expect(routeDataAfterHydration('/joy-ui/react-button')).toBe(waiting);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(routeDataReady(path)).toBe(false);
    markAppHydrated();
    await waiting;
    expect(routeDataReady(path)).toBe(true);
  });

  it('once the app is hydrated, loads at once', async () => {
    const path = '/system/getting-started/overview';
    expect(routeDataReady(path)).toBe(false);
    await routeDataAfterHydration(path);
    expect(routeDataReady(path)).toBe(true);
  });
});

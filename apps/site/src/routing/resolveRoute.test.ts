import { describe, expect, it } from 'vitest';
import {
  loadRouteData,
  resolveRoute,
  routeDataAfterHydration,
  routeDataReady,
} from './resolveRoute';

describe('resolveRoute', () => {
  it('needs the product tree before it can tell a page from a 404', async () => {
    expect(routeDataReady('/system/getting-started/overview')).toBe(false);
    expect(resolveRoute('/system/getting-started/overview')).toEqual({ kind: 'not-found' });
    const load = loadRouteData('/system/getting-started/overview');
    expect(loadRouteData('/system/sx-prop')).toBe(load);
    await load;
    expect(routeDataReady('/system/getting-started/overview')).toBe(true);
    expect(resolveRoute('/system/getting-started/overview')).toEqual({
      kind: 'page',
      pathname: '/system/getting-started/overview',
    });
    expect(resolveRoute('/system/nope')).toEqual({ kind: 'not-found' });
  });

  it('loads Material UI for an /api-docs path, whose redirect target lives there', async () => {
    expect(routeDataReady('/api-docs/button')).toBe(false);
    await loadRouteData('/api-docs/button');
    expect(resolveRoute('/api-docs/button')).toEqual({
      kind: 'redirect',
      to: '/material-ui/api/button',
    });
  });

  it('loads the product of a trailing-slash path, whose redirect target renders from its tree', async () => {
    expect(routeDataReady('/base-ui/getting-started/overview/')).toBe(false);
    await loadRouteData('/base-ui/getting-started/overview/');
    expect(routeDataReady('/base-ui/getting-started/overview')).toBe(true);
  });

  it('gives every path outside the products one settled promise to wait on', () => {
    expect(routeDataAfterHydration('/versions')).toBe(routeDataAfterHydration('/%E0%A4%A'));
    expect(loadRouteData('/')).toBe(loadRouteData('/versions'));
  });

  it('answers at once for paths outside every product', () => {
    expect(routeDataReady('/')).toBe(true);
    expect(routeDataReady('/%E0%A4%A')).toBe(true);
    expect(resolveRoute('/')).toEqual({ kind: 'home' });
    expect(resolveRoute('/versions')).toEqual({ kind: 'page', pathname: '/versions' });
    expect(resolveRoute('/versions/')).toEqual({ kind: 'redirect', to: '/versions' });
    expect(resolveRoute('/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('renders a language-prefixed path as the English page once its product is loaded', async () => {
    await loadRouteData('/zh/system/getting-started/overview');
    expect(resolveRoute('/zh/system/getting-started/overview')).toEqual({
      kind: 'page',
      pathname: '/system/getting-started/overview',
    });
  });
});

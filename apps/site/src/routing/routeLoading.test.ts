import { describe, expect, it } from 'vitest';
import { loadedPage } from './pageContent';
import { docPageComponent, homePageComponent } from './pageComponents';
import { routeDataReady } from './resolveRoute';
import { preloadRoute, routeRendersAtOnce } from './routeLoading';

describe('routeRendersAtOnce and preloadRoute', () => {
  it('says a page renders at once only when its chunk and the page component are loaded; pointing at its link loads both', async () => {
    expect(routeRendersAtOnce('/versions')).toBe(false);
    preloadRoute('/versions?from=nav#latest');
    await expect.poll(() => loadedPage('/versions')).toBeDefined();
    await expect.poll(() => docPageComponent.loaded()).toBeDefined();
    expect(routeRendersAtOnce('/versions')).toBe(true);
  });

  it('loads the home page for the home link', async () => {
    expect(routeRendersAtOnce('/')).toBe(false);
    preloadRoute('/');
    await expect.poll(() => homePageComponent.loaded()).toBeDefined();
    expect(routeRendersAtOnce('/')).toBe(true);
  });

  it('loads a product tree first; a 404 inside a loaded product needs nothing more', async () => {
    expect(routeRendersAtOnce('/system/no-such-page')).toBe(false);
    preloadRoute('/system/no-such-page');
    await expect.poll(() => routeDataReady('/system/no-such-page')).toBe(true);
    expect(routeRendersAtOnce('/system/no-such-page')).toBe(true);
  });

  it('ignores links that are not paths of this site', () => {
    expect(() => preloadRoute('https://example.com/x')).not.toThrow();
    expect(() => preloadRoute('#section')).not.toThrow();
  });
});

import { loadedPage, loadPage } from './pageContent';
import { demoPageComponent, docPageComponent, homePageComponent } from './pageComponents';
import { loadRouteData, resolveRoute, routeDataReady } from './resolveRoute';

/**
 * Whether everything this path renders is loaded (its product tree, then its page and the page
 * component, or the home page), so a navigation to it can render without suspending. Redirects
 * and the 404 page need nothing more than the tree.
 */
export function routeRendersAtOnce(pathname: string): boolean {
  if (!routeDataReady(pathname)) return false;
  const route = resolveRoute(pathname);
  if (route.kind === 'home') return homePageComponent.loaded() !== undefined;
  if (route.kind === 'page') {
    return loadedPage(route.pathname) !== undefined && docPageComponent.loaded() !== undefined;
  }
  if (route.kind === 'demo') {
    return loadedPage(route.pathname) !== undefined && demoPageComponent.loaded() !== undefined;
  }
  return true;
}

/**
 * The loads of what a path renders once its product tree is loaded: its page and the page
 * component (a demo's full-screen page: the page and that component), or the home page; nothing
 * for a redirect or the 404 page.
 */
export function loadRouteCode(pathname: string): Promise<unknown>[] {
  const route = resolveRoute(pathname);
  if (route.kind === 'page') return [loadPage(route.pathname), docPageComponent.load()];
  if (route.kind === 'home') return [homePageComponent.load()];
  if (route.kind === 'demo') return [loadPage(route.pathname), demoPageComponent.load()];
  return [];
}

/** Loads everything `pathname` renders: its product tree, then `loadRouteCode`. */
export async function loadRoute(pathname: string): Promise<void> {
  await loadRouteData(pathname);
  await Promise.all(loadRouteCode(pathname));
}

/**
 * Starts loading what a link's target renders, when the reader shows they may follow it (the
 * pointer rests on it, it gets focus, a finger touches it): by the click, the page is usually
 * there and renders at once. Failures are left to the navigation, which shows the page's error.
 */
export function preloadRoute(href: string): void {
  const pathname = href.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith('/') || routeRendersAtOnce(pathname)) return;
  loadRoute(pathname).catch(() => undefined);
}

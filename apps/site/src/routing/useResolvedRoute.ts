import { use } from 'react';
import {
  resolveRoute,
  routeDataAfterHydration,
  routeDataReady,
  type ResolvedRoute,
} from './resolveRoute';

/**
 * `resolveRoute` for a path, once what it reads is there. A first visit to a product suspends
 * until its tree has loaded (the first page's hydration waits for it, see AppRoutes.tsx); React
 * may then resume just the calling component.
 */
export function useResolvedRoute(pathname: string): ResolvedRoute {
  if (!routeDataReady(pathname)) use(routeDataAfterHydration(pathname));
  return resolveRoute(pathname);
}

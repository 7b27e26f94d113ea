import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { isRedirectRoute } from '@docshell/docs-nav';
import { docsRoutes } from './docsRoutes';

/**
 * The framework's routes from docs-nav's table: every page renders the one page module, every
 * redirect the one redirect module. The optional first segment is the language prefix, which
 * stays in the address (`/fr/getting-started/usage`); the modules check it against the site's
 * languages. Anything else, the home page included (the tree has none), is the not-found page.
 */
export default [
  ...docsRoutes.map((docsRoute) =>
    route(
      `:lang?${docsRoute.path}`,
      isRedirectRoute(docsRoute) ? 'routes/redirect.tsx' : 'routes/page.tsx',
      { id: docsRoute.id, caseSensitive: docsRoute.caseSensitive },
    ),
  ),
  // A splat does not match `/` under the root route, so the home address gets its own entry.
  index('routes/not-found.tsx', { id: 'home-not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;

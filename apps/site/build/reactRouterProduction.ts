import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Vite aliases that point react-router 7 at its production build. Its exports map serves the
 * development build to every bundler (fixed only in 8.x, which needs Node 22): the production
 * files ship in the same package, without the development warnings and checks.
 * `appRoot` is where react-router-dom is installed from (the site's folder).
 */
export function reactRouterProduction(appRoot: string) {
  const fromApp = createRequire(join(appRoot, 'package.json'));
  const fromDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  const root = dirname(fromDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}

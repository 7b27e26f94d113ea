import type { PageModule } from '../pages/pageModule';

/** Pages of the site itself, written as components rather than MDX. */
const loaders: Record<string, () => Promise<PageModule>> = {
  '/versions': () => import('./VersionsPage'),
  '/production-error': () => import('./ProductionErrorPage'),
};

export function specialPageLoader(pathname: string): (() => Promise<PageModule>) | undefined {
  return loaders[pathname];
}

import type { ReactElement, ReactNode } from 'react';
import { SiteRouter } from './SiteRouter';

const EVERYTHING_LOADED = () => true;

/**
 * For tests: `ui` inside the site's router, starting at `path`. The router runs on jsdom's own
 * history, so links, `navigate` and back/forward behave as in a browser.
 */
export function routerAt(path: string, ui: ReactNode): ReactElement {
  window.history.replaceState(null, '', path);
  return <SiteRouter rendersAtOnce={EVERYTHING_LOADED}>{ui}</SiteRouter>;
}

/** Goes back one entry and resolves once the browser has moved. */
export function goBack(): Promise<void> {
  return new Promise((done) => {
    window.addEventListener('popstate', () => done(), { once: true });
    window.history.back();
  });
}

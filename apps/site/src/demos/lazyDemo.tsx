import { use, type ComponentType, type ReactNode } from 'react';
import { createLoadCache } from '../routing/loadCache';

type DemoImport = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;

/** A demo whose library is fetched apart from its page (build/demoPlugin.ts decides which). */
export type LazyDemoComponent = ((props: { children?: ReactNode }) => ReactNode) & {
  /** Fetches the demo's code; a page being navigated to waits for it, so it renders whole. */
  preload(): Promise<unknown>;
};

// The demos' code, one load per demo module, through the site's one load cache. A demo whose code
// failed to arrive stays failed (as a page does): its error boundary shows it until a reload.
const demoCode = createLoadCache((load: DemoImport) => load(), { onFailure: 'stay-failed' });

/**
 * A demo (or a demo's theme, which wraps it) from a heavy library (a data grid, charts, Joy UI…) as a component that waits for its
 * code with `use()`. Under the demo frame's Suspense boundary, a prerendered page hydrates
 * without it: the demo keeps its server HTML, visible and the right size, and hydrates when its
 * code arrives, so the library is never part of what the page needs to become interactive.
 */
export function lazyDemo(load: DemoImport): LazyDemoComponent {
  function LazyDemo({ children }: { children?: ReactNode }) {
    const Demo = (demoCode.loaded(load) ?? use(demoCode.load(load))).default;
    return <Demo>{children}</Demo>;
  }
  return Object.assign(LazyDemo, { preload: () => demoCode.load(load) });
}

/** Whether a page's demo needs fetching before it renders (see lazyDemo). */
export function isLazyDemo(component: ComponentType): component is LazyDemoComponent {
  return typeof (component as Partial<LazyDemoComponent>).preload === 'function';
}

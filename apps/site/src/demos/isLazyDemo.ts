import type { ComponentType, ReactNode } from 'react';

/** A demo whose library is fetched apart from its page (./lazyDemo.tsx makes them). */
export type LazyDemoComponent = ((props: { children?: ReactNode }) => ReactNode) & {
  /** Fetches the demo's code; a page being navigated to waits for it, so it renders whole. */
  preload(): Promise<unknown>;
  /**
   * Its library renders nothing on the server (MUI X's data grid measures its container first):
   * the first page mounts it afresh instead of hydrating it (../demos/useNearViewGate.ts).
   */
  readonly clientOnly: boolean;
};

/**
 * Whether a page's demo needs fetching before it renders. Apart from ./lazyDemo.tsx so the page
 * loader (in the shell) asks without carrying the loader itself, which only pages with such demos
 * import.
 */
export function isLazyDemo(component: ComponentType): component is LazyDemoComponent {
  return typeof (component as Partial<LazyDemoComponent>).preload === 'function';
}

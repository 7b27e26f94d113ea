import { use, useContext, type ComponentType, type ReactNode } from 'react';
import { createLoadCache } from '../routing/loadCache';
import type { LazyDemoComponent } from './isLazyDemo';
import { NearViewGateContext } from './nearViewGate';

type DemoImport = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;

// The demos' code, one load per demo module, through the site's one load cache. A demo whose code
// failed to arrive stays failed (as a page does): its error boundary shows it until a reload.
const demoCode = createLoadCache((load: DemoImport) => load(), { onFailure: 'stay-failed' });

/**
 * A demo (or a demo's theme, which wraps it) from a heavy library (a data grid, charts, Joy UI…)
 * as a component that waits for its code with `use()`. Under the demo frame's Suspense boundary, a
 * prerendered page hydrates without it: the demo keeps its server HTML, visible and the right
 * size, and hydrates when its code arrives, so the library is never part of what the page needs to
 * become interactive. On that first page it also waits until it nears the viewport (the frame's
 * gate, ./nearViewGate.ts): a library's code runs, and a grid or chart hydrates, only where the
 * reader is going to look.
 */
export function lazyDemo(
  load: DemoImport,
  { clientOnly = false }: { clientOnly?: boolean } = {},
): LazyDemoComponent {
  function LazyDemo({ children }: { children?: ReactNode }) {
    const gate = useContext(NearViewGateContext);
    if (gate && !gate.opened) use(gate.promise);
    const Demo = (demoCode.loaded(load) ?? use(demoCode.load(load))).default;
    return <Demo>{children}</Demo>;
  }
  return Object.assign(LazyDemo, { preload: () => demoCode.load(load), clientOnly });
}

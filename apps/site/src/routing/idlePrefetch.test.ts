import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdlePrefetcher, prefetchPathOf } from './idlePrefetch';

/** A stand-in for IntersectionObserver: the test says which elements come into view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(...elements: Element[]) {
    const entries = elements
      .filter((element) => this.observed.has(element))
      .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

describe('prefetchPathOf', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes the path of internal links followed in this tab', () => {
    expect(prefetchPathOf(link('/material-ui/react-chip?x=1#demo'))).toBe(
      '/material-ui/react-chip',
    );
    expect(prefetchPathOf(link('/versions', { target: '_self' }))).toBe('/versions');
  });

  it('leaves out other sites, anchors, downloads and new tabs', () => {
    expect(prefetchPathOf(link('https://example.org/a'))).toBeUndefined();
    expect(prefetchPathOf(link('//example.org/a'))).toBeUndefined();
    expect(prefetchPathOf(link('#section'))).toBeUndefined();
    expect(prefetchPathOf(link('/demo.zip', { download: '' }))).toBeUndefined();
    expect(prefetchPathOf(link('/versions', { target: '_blank' }))).toBeUndefined();
  });
});

describe('createIdlePrefetcher', () => {
  let idle: (() => void)[];

  beforeEach(() => {
    idle = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** Runs the pending idle callback, then lets the started load settle. */
  async function runIdle() {
    idle.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('loads the targets of links in view, one per idle moment, each path once', async () => {
    const loads: string[] = [];
    const prefetcher = createIdlePrefetcher(async (path) => {
      loads.push(path);
    });
    const chip = link('/material-ui/react-chip');
    const chipAgain = link('/material-ui/react-chip#demo');
    const list = link('/material-ui/react-list');
    const below = link('/material-ui/react-table');
    prefetcher.watch(document.body);

    FakeObserver.current!.show(chip, chipAgain, list);
    expect(loads).toEqual([]); // nothing before the browser is idle
    await runIdle();
    expect(loads).toEqual(['/material-ui/react-chip']);
    await runIdle();
    expect(loads).toEqual(['/material-ui/react-chip', '/material-ui/react-list']);
    await runIdle();
    expect(loads).toHaveLength(2); // the table link is not in view yet

    FakeObserver.current!.show(below);
    await runIdle();
    expect(loads).toEqual([
      '/material-ui/react-chip',
      '/material-ui/react-list',
      '/material-ui/react-table',
    ]);
    // Watching again after a navigation does not ask for a path twice.
    prefetcher.watch(document.body);
    FakeObserver.current!.show(chip, list, below);
    await runIdle();
    expect(loads).toHaveLength(3);
  });

  it('waits for one load to finish before starting the next', async () => {
    let finish!: () => void;
    const loads: string[] = [];
    const prefetcher = createIdlePrefetcher((path) => {
      loads.push(path);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const a = link('/a');
    const b = link('/b');
    prefetcher.watch(document.body);
    FakeObserver.current!.show(a, b);
    await runIdle();
    await runIdle();
    expect(loads).toEqual(['/a']);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await runIdle();
    expect(loads).toEqual(['/a', '/b']);
  });

  it('starts nothing more once stopped', async () => {
    const loads: string[] = [];
    const prefetcher = createIdlePrefetcher(async (path) => {
      loads.push(path);
    });
    const a = link('/a');
    prefetcher.watch(document.body);
    prefetcher.stop();
    FakeObserver.current!.show(a);
    await runIdle();
    expect(loads).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNearViewGate, NEAR_VIEW_MARGIN, observeNearView } from './nearViewGate';

describe('createNearViewGate', () => {
  it('is closed until opened, then settles its promise', async () => {
    const gate = createNearViewGate();
    const settled = vi.fn();
    void gate.promise.then(settled);
    await Promise.resolve();
    expect(gate.opened).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    gate.open();
    expect(gate.opened).toBe(true);
    await gate.promise;
    expect(settled).toHaveBeenCalledOnce();
  });
});

describe('needsNearViewGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A fresh module each time: whether the first page has hydrated is module state.
  async function load() {
    vi.resetModules();
    const { needsNearViewGate } = await import('./nearViewGate');
    const { markPageHydrated } = await import('../hydration/hydrationState');
    return { needsNearViewGate, markPageHydrated };
  }

  it('holds a lazy demo only while the prerendered page hydrates', async () => {
    const { needsNearViewGate, markPageHydrated } = await load();
    expect(needsNearViewGate(true)).toBe(true);
    expect(needsNearViewGate(false)).toBe(false);
    markPageHydrated();
    expect(needsNearViewGate(true)).toBe(false);
  });

  it('never holds a demo on the server', async () => {
    const { needsNearViewGate } = await load();
    vi.stubGlobal('document', undefined);
    expect(needsNearViewGate(true)).toBe(false);
  });
});

describe('observeNearView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls back once the element nears the viewport, and stops observing', () => {
    const observers: { callback: IntersectionObserverCallback; options: unknown }[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: unknown) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const onNear = vi.fn();
    observeNearView(document.createElement('div'), onNear);
    expect(observers[0]!.options).toEqual({ rootMargin: NEAR_VIEW_MARGIN });
    const fire = (isIntersecting: boolean) =>
      observers[0]!.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    fire(false);
    expect(onNear).not.toHaveBeenCalled();
    fire(true);
    expect(onNear).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it('calls back at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    observeNearView(document.createElement('div'), onNear);
    expect(onNear).toHaveBeenCalledOnce();
  });
});

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

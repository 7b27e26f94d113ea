import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Near-view callbacks the test fires by hand, one per observed preview.
let nearCallbacks: (() => void)[] = [];

beforeEach(() => {
  nearCallbacks = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        nearCallbacks.push(() =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

// A fresh module each time: whether the first page has hydrated is module state.
async function load() {
  vi.resetModules();
  return (await import('./useNearViewGate')).useNearViewGate;
}

const preview = () => ({ current: document.createElement('div') });

describe('useNearViewGate', () => {
  it('opens the gate of a hydrating demo once it nears the viewport', async () => {
    const useNearViewGate = await load();
    const { result } = renderHook(() => useNearViewGate(preview(), true));
    const { gate } = result.current;
    expect(gate?.opened).toBe(false);
    act(() => nearCallbacks[0]!());
    expect(gate?.opened).toBe(true);
    expect(result.current.boundaryKey).toBe('prerendered');
    // A hydrating demo shows its server HTML: nothing to wait for.
    expect(result.current.awaitingMount).toBe(false);
  });

  it('loads a client-only demo, then swaps its boundary instead of opening the gate', async () => {
    const useNearViewGate = await load();
    let arrive!: () => void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useNearViewGate(preview(), true, preload));
    const { gate } = result.current;
    expect(preload).not.toHaveBeenCalled();
    act(() => nearCallbacks[0]!());
    expect(preload).toHaveBeenCalledOnce();
    // Until its code has arrived, the prerendered boundary stays as it is, with its note.
    expect(result.current).toEqual({ gate, boundaryKey: 'prerendered', awaitingMount: true });
    await act(async () => arrive());
    await waitFor(() =>
      expect(result.current).toEqual({ gate: null, boundaryKey: 'fresh', awaitingMount: false }),
    );
    // The prerendered boundary is dropped, never hydrated.
    expect(gate?.opened).toBe(false);
  });

  it('swaps even when the code failed, so the demo’s error boundary can show it', async () => {
    const useNearViewGate = await load();
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useNearViewGate(preview(), true, preload));
    act(() => nearCallbacks[0]!());
    await waitFor(() => expect(result.current.boundaryKey).toBe('fresh'));
  });

  it('marks a client-only demo as awaiting its mount in the server HTML, and no other', async () => {
    const useNearViewGate = await load();
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    function Probe({ preload }: { preload?: () => Promise<unknown> }) {
      return useNearViewGate({ current: null }, true, preload).awaitingMount ? 'awaiting' : 'drawn';
    }
    vi.stubGlobal('document', undefined);
    const html = (preload?: () => Promise<unknown>) =>
      renderToString(createElement(Probe, { preload }));
    expect(html(() => Promise.resolve())).toBe('awaiting');
    expect(html()).toBe('drawn');
  });

  it('holds nothing once the first page has hydrated', async () => {
    const useNearViewGate = await load();
    const { markPageHydrated } = await import('../hydration/hydrationState');
    markPageHydrated();
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useNearViewGate(preview(), true, preload));
    // A page navigated to renders the demo whole: no prerendered box to wait in, so no note.
    expect(result.current).toEqual({
      gate: null,
      boundaryKey: 'prerendered',
      awaitingMount: false,
    });
    expect(nearCallbacks).toEqual([]);
    expect(preload).not.toHaveBeenCalled();
  });
});

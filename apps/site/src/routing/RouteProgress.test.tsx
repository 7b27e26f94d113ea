import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPageHydrated } from '../hydration/hydrationState';
import { loadAhead } from '../resilience/deployRecovery';
import { PROGRESS_DELAY_MS, RouteProgress } from './RouteProgress';

// A page-loading store the test drives, in place of the content module's.
const loading = vi.hoisted(() => {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    store: {
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      isLoading: () => value,
      isLoadingOnServer: () => false,
    },
  };
});
vi.mock('./pageContent', () => ({ pageLoading: loading.store }));

afterEach(() => {
  act(() => loading.set(false));
  vi.useRealTimers();
});

async function loadFor(ms: number) {
  vi.useFakeTimers();
  act(() => loading.set(true));
  await act(async () => vi.advanceTimersByTime(ms));
  vi.useRealTimers();
}

// In file order: the first page is marked hydrated in the second test.
describe('RouteProgress', () => {
  it('shows no bar while the first page’s own code loads under its prerendered HTML', async () => {
    render(<RouteProgress />);
    await loadFor(PROGRESS_DELAY_MS * 3);
    // Time for the bar's lazily loaded code, were it asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('after that, shows a bar for a navigation slower than the delay, and none for a fast one', async () => {
    markPageHydrated();
    render(<RouteProgress />);
    await loadFor(PROGRESS_DELAY_MS / 2);
    act(() => loading.set(false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await loadFor(PROGRESS_DELAY_MS + 10);
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  });

  it('shows no bar while a page is fetched ahead at idle: nobody is waiting for it', async () => {
    render(<RouteProgress />);
    let finish!: () => void;
    const ahead = loadAhead(() => new Promise<void>((resolve) => (finish = resolve)));
    await loadFor(PROGRESS_DELAY_MS * 3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    finish();
    await ahead;
  });
});

import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './AfterHydration';
import { markAppHydrated } from './hydrationState';

// In order, in one module instance: the app is marked hydrated in the second test.
describe('AfterHydration', () => {
  it('renders nothing until the app is hydrated, then its children', async () => {
    render(
      <AfterHydration>
        <p>tracking</p>
      </AfterHydration>,
    );
    expect(screen.queryByText('tracking')).not.toBeInTheDocument();
    await act(async () => markAppHydrated());
    expect(screen.getByText('tracking')).toBeInTheDocument();
  });

  it('renders at once when mounted after hydration, and leaves out a part that fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('chunk removed by a deploy')));
    render(
      <div>
        <AfterHydration>
          <p>late</p>
        </AfterHydration>
        <AfterHydration>
          <Broken />
        </AfterHydration>
        <p>page</p>
      </div>,
    );
    expect(screen.getByText('late')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText('page')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_HOUSE } from './testUtils.js';

// A fresh import of the package transforms its modules again: slow on a busy machine.
// The test's own limit is longer than the wait inside it, so a slow run fails on the assertion
// (with its message), not on vitest's default 5 s.
const LOAD_TIMEOUT = { timeout: 15_000 };
const TEST_TIMEOUT = { timeout: 20_000 };

// Each test imports a fresh copy of the package, so the slot's lazily loaded content starts
// unloaded (the other test files load it once up front).
async function freshPackage() {
  vi.resetModules();
  const [{ Ad }, { AdProvider }, { AnalyticsProvider, createAnalytics }, { DocsProvider }] =
    await Promise.all([
      import('./Ad.js'),
      import('./AdProvider.js'),
      import('@docshell/docs-analytics'),
      import('@docshell/docs-i18n'),
    ]);
  const events: { name: string; params: unknown }[] = [];
  const client = createAnalytics({ send: (name, params) => events.push({ name, params }) });
  const { container } = render(
    <DocsProvider>
      <AnalyticsProvider client={client}>
        <AdProvider config={{ inHouseAds: IN_HOUSE, backersUrl: '/backers/', shape: 'image' }}>
          <Ad />
        </AdProvider>
      </AnalyticsProvider>
    </DocsProvider>,
  );
  return { root: container.querySelector('.Ad-root') as HTMLElement, events };
}

afterEach(() => {
  vi.doUnmock('./AdSlotContent');
  vi.restoreAllMocks();
});

describe('Ad loading its content', TEST_TIMEOUT, () => {
  it('commits the empty reserved slot first and fills it once its code has loaded', async () => {
    const { root } = await freshPackage();
    expect(root).toBeEmptyDOMElement();
    const reservedBox = root.className;
    await waitFor(() => {
      expect(root.querySelector('a')).toHaveTextContent('Premium templates');
      expect(root).toHaveAttribute('data-ga-event-label', 'in-house-network-body-top-image');
    }, LOAD_TIMEOUT);
    expect(root.className).toBe(reservedBox);
  });

  it('keeps the slot empty and reports a crash when its code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./AdSlotContent', () => {
      throw new Error('chunk removed by a deploy');
    });
    const { root, events } = await freshPackage();
    await waitFor(
      () =>
        expect(events).toContainEqual({
          name: 'ad',
          params: { eventAction: 'crash', eventLabel: 'null' },
        }),
      LOAD_TIMEOUT,
    );
    expect(root).toBeEmptyDOMElement();
    expect(root).toHaveClass('Ad-root');
  });
});

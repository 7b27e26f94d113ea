import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from './AnalyticsProvider.js';
import { createAnalytics } from './createAnalytics.js';
import { createConsentStore, type ConsentStore } from './createConsentStore.js';
import type { PageView } from './createPageViewTracker.js';
import { resetStorageSlots } from '@docshell-internal/storage-slot';
import { usePageView } from './usePageView.js';

function Page(view: PageView) {
  usePageView(view);
  return null;
}

const home = { location: '/', title: 'Home' };
const button = {
  location: '/material-ui/react-button',
  title: 'Button',
  productId: 'material-ui',
  productCategoryId: 'core',
};

describe('usePageView', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSlots();
  });

  function setUp(consent?: ConsentStore) {
    const send = vi.fn();
    const client = createAnalytics({ send, consent });
    const ui = (view: PageView) => (
      <StrictMode>
        <AnalyticsProvider client={client} consent={consent}>
          <Page {...view} />
        </AnalyticsProvider>
      </StrictMode>
    );
    const { rerender } = render(ui(home));
    return { send, show: (view: PageView) => rerender(ui(view)) };
  }

  it('sends one page view per location, even with double effects and re-renders', () => {
    const { send, show } = setUp();
    show(home);
    show(button);
    show(button);
    expect(send.mock.calls).toEqual([
      ['page_view', { page_title: 'Home', page_location: '/' }],
      [
        'page_view',
        {
          page_title: 'Button',
          page_location: '/material-ui/react-button',
          productId: 'material-ui',
          productCategoryId: 'core',
        },
      ],
    ]);
  });

  it('sends the current page once the reader allows analytics', () => {
    const consent = createConsentStore({ required: true, doNotTrack: () => false });
    const { send, show } = setUp(consent);
    show(button);
    expect(send).not.toHaveBeenCalled();
    act(() => consent.setConsent('analytics'));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[1]).toMatchObject({ page_location: '/material-ui/react-button' });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from './AnalyticsProvider.js';
import { createAnalytics } from './createAnalytics.js';
import { clickEventAttributes } from './events.js';
import { useClickTracking } from './useClickTracking.js';

function Tracking() {
  useClickTracking();
  return null;
}

describe('useClickTracking', () => {
  it('tracks tagged clicks through the provider client while mounted', () => {
    const send = vi.fn();
    const client = createAnalytics({ send });
    const { rerender } = render(
      <AnalyticsProvider client={client}>
        <Tracking />
        <button type="button" {...clickEventAttributes({ category: 'settings', action: 'rtl' })}>
          RTL
        </button>
      </AnalyticsProvider>,
    );
    screen.getByRole('button', { name: 'RTL' }).click();
    expect(send).toHaveBeenCalledWith('settings', { eventAction: 'rtl' });

    rerender(
      <AnalyticsProvider client={client}>
        <button type="button" {...clickEventAttributes({ category: 'settings', action: 'rtl' })}>
          RTL
        </button>
      </AnalyticsProvider>,
    );
    screen.getByRole('button', { name: 'RTL' }).click();
    expect(send).toHaveBeenCalledOnce();
  });
});

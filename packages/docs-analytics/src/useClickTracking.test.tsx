import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from './AnalyticsProvider.js';
import { createAnalytics } from './createAnalytics.js';
import { CLICK_ATTRIBUTES } from './constants.js';
import { useClickTracking } from './useClickTracking.js';

const SETTINGS_RTL = {
  [CLICK_ATTRIBUTES.category]: 'settings',
  [CLICK_ATTRIBUTES.action]: 'rtl',
};

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
        <button type="button" {...SETTINGS_RTL}>
          RTL
        </button>
      </AnalyticsProvider>,
    );
    screen.getByRole('button', { name: 'RTL' }).click();
    expect(send).toHaveBeenCalledWith('settings', { eventAction: 'rtl' });

    rerender(
      <AnalyticsProvider client={client}>
        <button type="button" {...SETTINGS_RTL}>
          RTL
        </button>
      </AnalyticsProvider>,
    );
    screen.getByRole('button', { name: 'RTL' }).click();
    expect(send).toHaveBeenCalledOnce();
  });
});

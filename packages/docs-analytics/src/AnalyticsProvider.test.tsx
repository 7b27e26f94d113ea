import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider, useAnalytics } from './AnalyticsProvider.js';
import { createAnalytics } from './createAnalytics.js';

function Tracker() {
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.sendEvent('mounted', { eventLabel: 'x' });
  }, [analytics]);
  return null;
}

describe('useAnalytics', () => {
  it('sends through the provided client', () => {
    const send = vi.fn();
    render(
      <AnalyticsProvider client={createAnalytics({ send })}>
        <Tracker />
      </AnalyticsProvider>,
    );
    expect(send).toHaveBeenCalledWith('mounted', { eventLabel: 'x' });
  });

  it('is a no-op without a provider', () => {
    function Probe() {
      const analytics = useAnalytics();
      return <p>{`enabled: ${String(analytics.isEnabled?.())}`}</p>;
    }
    const { getByText } = render(
      <>
        <Tracker />
        <Probe />
      </>,
    );
    expect(getByText('enabled: false')).toBeInTheDocument();
  });
});

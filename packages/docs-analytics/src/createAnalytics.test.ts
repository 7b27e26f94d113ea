import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, gtagSender } from './createAnalytics';

type W = Window & { gtag?: unknown; dataLayer?: unknown[] };

describe('createAnalytics', () => {
  afterEach(() => {
    delete (window as W).gtag;
    delete (window as W).dataLayer;
  });

  it('passes events to a custom sender', () => {
    const send = vi.fn();
    createAnalytics({ send }).sendEvent('ad', { eventAction: 'click', eventLabel: 'in-house' });
    expect(send).toHaveBeenCalledWith('ad', { eventAction: 'click', eventLabel: 'in-house' });
  });

  it('never throws when the sender throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAnalytics({
      send: () => {
        throw new Error('boom');
      },
    });
    expect(() => client.sendEvent('x')).not.toThrow();
  });

  it('queues into dataLayer before gtag has loaded', () => {
    gtagSender('copy', { eventLabel: 'keyboard' });
    const entry = (window as W).dataLayer?.[0] as ArrayLike<unknown>;
    expect(Array.from(entry)).toEqual(['event', 'copy', { eventLabel: 'keyboard' }]);
  });

  it('calls gtag once it exists', () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    gtagSender('ad', { eventAction: 'display' });
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'display' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, gtagSender } from './createAnalytics.js';

type W = Window & { gtag?: unknown; dataLayer?: unknown[] };

function setDoNotTrack(value: string | null) {
  Object.defineProperty(navigator, 'doNotTrack', { value, configurable: true });
}

describe('createAnalytics', () => {
  afterEach(() => {
    delete (window as W).gtag;
    delete (window as W).dataLayer;
    setDoNotTrack(null);
  });

  it('passes events to a custom sender', () => {
    const send = vi.fn();
    createAnalytics({ send }).sendEvent('ad', { eventAction: 'click', eventLabel: 'in-house' });
    expect(send).toHaveBeenCalledWith('ad', { eventAction: 'click', eventLabel: 'in-house' });
  });

  it('never throws when the sender throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAnalytics({
      send: () => {
        throw new Error('boom');
      },
    });
    expect(() => client.sendEvent('x')).not.toThrow();
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[docs-analytics\]/);
  });

  it('sends nothing while Do Not Track is on', () => {
    const send = vi.fn();
    const client = createAnalytics({ send });
    setDoNotTrack('1');
    client.sendEvent('ad', { eventAction: 'click' });
    expect(client.isEnabled?.()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    setDoNotTrack('0');
    client.sendEvent('ad', { eventAction: 'click' });
    expect(send).toHaveBeenCalledOnce();
  });

  it('asks the consent gate before every event', () => {
    const send = vi.fn();
    let allowed = false;
    const client = createAnalytics({ send, consent: { allowsAnalytics: () => allowed } });
    client.sendEvent('copy');
    expect(send).not.toHaveBeenCalled();
    allowed = true;
    client.sendEvent('copy');
    expect(send).toHaveBeenCalledWith('copy', {});
  });

  it('sends nothing when the consent check throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn();
    const client = createAnalytics({
      send,
      consent: {
        allowsAnalytics: () => {
          throw new Error('broken store');
        },
      },
    });
    expect(() => client.sendEvent('copy')).not.toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores events without a name', () => {
    const send = vi.fn();
    const client = createAnalytics({ send });
    client.sendEvent('');
    client.sendEvent(undefined as unknown as string);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('gtagSender', () => {
  afterEach(() => {
    delete (window as W).gtag;
    delete (window as W).dataLayer;
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

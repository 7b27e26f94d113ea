import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './createAnalytics.js';
import { clickEventAttributes, sendAdEvent, sendCopyEvent } from './events.js';

function fakeClient() {
  const send = vi.fn();
  return { send, client: createAnalytics({ send }) };
}

describe('sendAdEvent', () => {
  it.each(['display', 'click', 'crash'] as const)('sends ad/%s with its label', (action) => {
    const { send, client } = fakeClient();
    sendAdEvent(client, action, 'in-house-body-top-image');
    expect(send).toHaveBeenCalledWith('ad', {
      eventAction: action,
      eventLabel: 'in-house-body-top-image',
    });
  });
});

describe('sendCopyEvent', () => {
  it('labels keyboard copies apart from clicks', () => {
    const { send, client } = fakeClient();
    sendCopyEvent(client, 'click', 'App.tsx');
    sendCopyEvent(client, 'keyboard', 'App.tsx');
    sendCopyEvent(client, 'keyboard');
    expect(send.mock.calls).toEqual([
      ['copy', { eventAction: 'click', eventLabel: 'App.tsx' }],
      ['copy', { eventAction: 'keyboard', eventLabel: 'App.tsx' }],
      ['copy', { eventAction: 'keyboard' }],
    ]);
  });

  it('reports an unknown trigger as a click', () => {
    const { send, client } = fakeClient();
    sendCopyEvent(client, 'paste' as 'click');
    expect(send).toHaveBeenCalledWith('copy', { eventAction: 'click' });
  });
});

describe('clickEventAttributes', () => {
  it('builds the data attributes click tracking reads', () => {
    expect(
      clickEventAttributes({ category: 'header', action: 'github', label: 'top', split: 0.5 }),
    ).toEqual({
      'data-ga-event-category': 'header',
      'data-ga-event-action': 'github',
      'data-ga-event-label': 'top',
      'data-ga-event-split': '0.5',
    });
    expect(clickEventAttributes({ category: 'settings' })).toEqual({
      'data-ga-event-category': 'settings',
    });
  });
});

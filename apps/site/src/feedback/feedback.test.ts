import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_EVENT, sendFeedback, sendRatingEvent } from './feedback';

const input = {
  page: '/material-ui/react-button',
  rating: 0 as const,
  comment: '  Missing a disabled example ',
  language: 'en',
};

describe('sendRatingEvent', () => {
  it('sends the rating as an analytics event', () => {
    const sendEvent = vi.fn();
    sendRatingEvent(sendEvent, 0, input.page);
    expect(sendEvent).toHaveBeenCalledWith(FEEDBACK_EVENT, {
      eventAction: 'not-helpful',
      eventLabel: input.page,
    });
  });
});

describe('sendFeedback', () => {
  it('posts the trimmed comment as JSON to the endpoint', async () => {
    const fetch = vi.fn().mockResolvedValue({ ok: true, status: 200 });
    await sendFeedback(input, { endpoint: '/api/feedback', sendEvent: vi.fn(), fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(JSON.parse(init.body)).toMatchObject({
      comment: 'Missing a disabled example',
      rating: 0,
    });
  });

  it('rejects when the endpoint answers anything but 2xx, or cannot be reached', async () => {
    for (const status of [500, 404, 302, 0]) {
      const fetch = vi.fn().mockResolvedValue({ ok: false, status });
      await expect(
        sendFeedback(input, { endpoint: '/x', sendEvent: vi.fn(), fetch }),
      ).rejects.toThrow(String(status));
    }
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      sendFeedback(input, { endpoint: '/x', sendEvent: vi.fn(), fetch: offline }),
    ).rejects.toThrow('Failed to fetch');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_EVENT, sendFeedback } from './feedback';

const input = {
  page: '/material-ui/react-button',
  rating: 0 as const,
  comment: '  Missing a disabled example ',
  language: 'en',
};

describe('sendFeedback', () => {
  it('sends the analytics event and nothing else without an endpoint', async () => {
    const sendEvent = vi.fn();
    const fetch = vi.fn();
    await sendFeedback(input, { endpoint: undefined, sendEvent, fetch });
    expect(sendEvent).toHaveBeenCalledWith(FEEDBACK_EVENT, {
      eventAction: 'not-helpful',
      eventLabel: input.page,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

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

  it('rejects when the endpoint fails', async () => {
    const fetch = vi.fn().mockResolvedValue({ ok: false, status: 500 });
    await expect(
      sendFeedback(input, { endpoint: '/x', sendEvent: vi.fn(), fetch }),
    ).rejects.toThrow('500');
  });
});

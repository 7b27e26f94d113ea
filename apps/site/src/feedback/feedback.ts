/** Sending page feedback: an analytics event always, and a POST when an endpoint is configured. */

export type Rating = 0 | 1;

export interface FeedbackInput {
  page: string;
  rating: Rating;
  comment: string;
  language: string;
}

export const FEEDBACK_EVENT = 'feedback';
export const MAX_COMMENT_LENGTH = 2000;
export const FEEDBACK_TIMEOUT_MS = 10_000;

export interface SendFeedbackDeps {
  endpoint: string | undefined;
  sendEvent: (name: string, params: Record<string, string | number>) => void;
  fetch?: typeof fetch;
}

/** Resolves when the feedback was accepted; rejects when the endpoint failed. */
export async function sendFeedback(input: FeedbackInput, deps: SendFeedbackDeps): Promise<void> {
  const comment = input.comment.trim().slice(0, MAX_COMMENT_LENGTH);
  deps.sendEvent(FEEDBACK_EVENT, {
    eventAction: input.rating === 1 ? 'helpful' : 'not-helpful',
    eventLabel: input.page,
  });
  if (!deps.endpoint) return;
  const doFetch = deps.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FEEDBACK_TIMEOUT_MS);
  try {
    const response = await doFetch(deps.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...input, comment }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`[site] feedback endpoint answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Page feedback with a comment, POSTed to the configured endpoint along with the rating's
 * analytics event. Without an endpoint the site collects no comments, and never says it did.
 */
import { sendRatingEvent, type Rating, type SendEvent } from './ratingEvent';

export { FEEDBACK_EVENT, sendRatingEvent, type Rating } from './ratingEvent';

export interface FeedbackInput {
  page: string;
  rating: Rating;
  comment: string;
  language: string;
}

export const MAX_COMMENT_LENGTH = 2000;
const FEEDBACK_TIMEOUT_MS = 10_000;

export interface SendFeedbackDeps {
  /** Where the comment goes; the form is only offered when there is one. */
  endpoint: string;
  sendEvent: SendEvent;
  fetch?: typeof fetch;
}

/**
 * Resolves only once the endpoint answered with a 2xx status; rejects on any other status, a
 * network error or after FEEDBACK_TIMEOUT_MS. Only then may the reader be told it was sent.
 */
export async function sendFeedback(input: FeedbackInput, deps: SendFeedbackDeps): Promise<void> {
  const comment = input.comment.trim().slice(0, MAX_COMMENT_LENGTH);
  sendRatingEvent(deps.sendEvent, input.rating, input.page);
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

/**
 * The rating as an analytics event (sent only when the reader allowed analytics): what the site
 * learns even without a comment endpoint. Its own module, so the widget, which every page
 * renders, does not bring in the comment sender.
 */

export type Rating = 0 | 1;

export const FEEDBACK_EVENT = 'feedback';

export type SendEvent = (name: string, params: Record<string, string | number>) => void;

export function sendRatingEvent(sendEvent: SendEvent, rating: Rating, page: string): void {
  sendEvent(FEEDBACK_EVENT, {
    eventAction: rating === 1 ? 'helpful' : 'not-helpful',
    eventLabel: page,
  });
}

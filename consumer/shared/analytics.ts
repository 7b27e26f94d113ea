import { createAnalytics, type Sender } from '@docshell/docs-analytics';

/** Our own collector instead of gtag: one small JSON POST per event. */
const sendToCollector: Sender = (name, params) => {
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, params }),
    keepalive: true,
  }).catch(() => {
    // Analytics never break the page: a lost event is fine.
  });
};

/** Called once in the browser entry; the server renders without analytics. */
export function createSiteAnalytics() {
  return createAnalytics({ send: sendToCollector });
}

/**
 * Delegated click tracking: one listener on `root` sends an event for the nearest ancestor of the
 * clicked node that carries `data-ga-event-category` (the event name), with `eventAction` and
 * `eventLabel` from `data-ga-event-action` / `-label`. `data-ga-event-split` is the probability
 * of keeping the event.
 */
import { CLICK_ATTRIBUTES } from './constants.js';
import type { AnalyticsClient, EventParams } from './createAnalytics.js';

export type RandomSource = () => number;

const TAGGED_SELECTOR = `[${CLICK_ATTRIBUTES.category}]`;

/**
 * Whether an event with this split survives sampling. Absent, empty, 0, negative or unreadable
 * splits mean "always send" (a bad attribute must not silently drop data); otherwise the event
 * is kept when `random() <= split` (dropped when split < random), so 1 or more always keeps it.
 */
export function keepSplitEvent(split: string | null, random: RandomSource): boolean {
  if (split === null || split.trim() === '') return true;
  const probability = Number(split);
  if (!Number.isFinite(probability) || probability <= 0) return true;
  return random() <= probability;
}

function closestTagged(target: EventTarget | null): Element | null {
  // A click on text reports the text node; start from its parent element.
  const node = target as (Node & { closest?: unknown }) | null;
  if (!node) return null;
  const element = typeof node.closest === 'function' ? (node as Element) : node.parentElement;
  return element ? element.closest(TAGGED_SELECTOR) : null;
}

/** Starts tracking clicks inside `root`; returns the function that stops it. */
export function trackClicks(
  root: Document | Element,
  client: AnalyticsClient,
  random: RandomSource = Math.random,
): () => void {
  const onClick = (event: Event) => {
    const tagged = closestTagged(event.target);
    // `closest` can climb past an element root; only its own subtree counts.
    if (!tagged || !root.contains(tagged)) return;
    const category = tagged.getAttribute(CLICK_ATTRIBUTES.category);
    if (!category) return;
    if (!keepSplitEvent(tagged.getAttribute(CLICK_ATTRIBUTES.split), random)) return;
    const params: EventParams = {};
    const action = tagged.getAttribute(CLICK_ATTRIBUTES.action);
    const label = tagged.getAttribute(CLICK_ATTRIBUTES.label);
    if (action !== null) params.eventAction = action;
    if (label !== null) params.eventLabel = label;
    client.sendEvent(category, params);
  };
  // Capture, so a handler that stops propagation does not hide the click.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}

/**
 * Typed helpers for the events the shell sends. They only shape the parameters; the client
 * decides whether anything is sent.
 */
import {
  AD_EVENT_NAME,
  CLICK_ATTRIBUTES,
  COPY_EVENT_ACTIONS,
  COPY_EVENT_NAME,
  type AdEventAction,
  type CopyEventAction,
} from './constants.js';
import type { AnalyticsClient } from './createAnalytics.js';

/** `ad` with `eventAction` display, click or crash, and a label naming the ad. */
export function sendAdEvent(client: AnalyticsClient, action: AdEventAction, label: string): void {
  client.sendEvent(AD_EVENT_NAME, { eventAction: action, eventLabel: label });
}

/**
 * `copy` with `eventAction` `click` (button or pointer) or `keyboard` (the Ctrl/⌘+C shortcut),
 * and an optional label naming what was copied (a file name, a language, the page path).
 */
export function sendCopyEvent(
  client: AnalyticsClient,
  trigger: CopyEventAction,
  label?: string,
): void {
  client.sendEvent(COPY_EVENT_NAME, {
    eventAction: trigger === COPY_EVENT_ACTIONS.keyboard ? trigger : COPY_EVENT_ACTIONS.click,
    ...(label === undefined ? {} : { eventLabel: label }),
  });
}

export interface ClickEventTag {
  category: string;
  action?: string;
  label?: string;
  /** Keep probability, (0, 1]; omit to always send. */
  split?: number;
}

/**
 * The `data-ga-event-*` attributes that make an element tracked by `trackClicks`, to spread on
 * JSX: `<a {...clickEventAttributes({ category: 'header', action: 'github' })}>`.
 */
export function clickEventAttributes(tag: ClickEventTag): Record<string, string> {
  const attributes: Record<string, string> = { [CLICK_ATTRIBUTES.category]: tag.category };
  if (tag.action !== undefined) attributes[CLICK_ATTRIBUTES.action] = tag.action;
  if (tag.label !== undefined) attributes[CLICK_ATTRIBUTES.label] = tag.label;
  if (tag.split !== undefined) attributes[CLICK_ATTRIBUTES.split] = String(tag.split);
  return attributes;
}

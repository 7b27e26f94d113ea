/** Every number and name the ads logic uses, in one place so code, tests and docs agree. */

/** The analytics event name for every ad event. */
export const AD_EVENT_NAME = 'ad';
export const AD_EVENT_ACTIONS = {
  display: 'display',
  click: 'click',
  crash: 'crash',
} as const;

/** Share of page views that report a display event. */
export const DEFAULT_DISPLAY_RATIO = 0.1;
/** A display only counts once the ad has been on screen this long. */
export const DISPLAY_EVENT_DELAY_MS = 2500;

/** How often the page looks for the ad network's container, and for how long. */
export const AD_POLL_INTERVAL_MS = 500;
export const AD_POLL_MAX_TRIES = 30;
/** More tries than this without the container and an ad blocker is assumed (about 3 s). */
export const AD_BLOCKER_AFTER_TRIES = 6;

/** With a blocker, this share of visitors sees the "please allow ads" message. */
export const ALLOW_ADS_SHARE = 0.2;
/** This share of page sessions gets the inline shape; the rest the image shape. */
export const INLINE_SHAPE_SHARE = 0.2;

/** Feed client limits. */
export const FEED_MAX_ATTEMPTS = 10;
export const FEED_TIMEOUT_MS = 5000;
export const FEED_MAX_BYTES = 256 * 1024;

/** Ad slot geometry, in px. The slot has this fixed height so loading an ad never moves the page. */
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
export const AD_SLOT_HEIGHT_XS = 142;
export const AD_SLOT_HEIGHT_SM = 126;
/** Vertical margins, in theme spacing units. */
export const AD_MARGIN_Y = 3;

/** Where the ad sits on the page, part of every event label. */
export const DEFAULT_PLACEMENT = 'body-top';
/**
 * How the ad network's container is recognised inside our slot. The site configures the real
 * network's selector; this neutral default matches the local fake network.
 */
export const DEFAULT_CONTAINER_SELECTOR = '[data-ad-network-container]';

/** The class on the slot's root element. */
export const AD_ROOT_CLASS = 'Ad-root';
/** Marks the network script element we inject, so it is injected once per slot. */
export const AD_SCRIPT_ATTRIBUTE = 'data-docs-ads-script';

/** Event label stems. The full label is `<stem>-<placement>-<shape>`. */
export const AD_LABELS = {
  network: 'network',
  inHouse: 'in-house',
  inHouseAllowAds: 'in-house-adblock',
  inHouseNetworkOut: 'in-house-network',
} as const;

// `@docshell/docs-ads/testing`: for a site's own tests, not for its pages. The timings, limits and
// geometry the slot runs on (to drive it with fake timers and check its layout), the names its
// markup and events carry, and deterministic random sources for `AdConfig.random`.
export {
  AD_BLOCKER_AFTER_TRIES,
  AD_IMAGE_HEIGHT,
  AD_IMAGE_WIDTH,
  AD_LABELS,
  AD_MARGIN_Y,
  AD_POLL_INTERVAL_MS,
  AD_POLL_MAX_TRIES,
  AD_ROOT_CLASS,
  AD_SCRIPT_ATTRIBUTE,
  AD_SLOT_HEIGHT_SM,
  AD_SLOT_HEIGHT_XS,
  ALLOW_ADS_SHARE,
  DEFAULT_CONTAINER_SELECTOR,
  DEFAULT_DISPLAY_RATIO,
  DEFAULT_PLACEMENT,
  DISPLAY_EVENT_DELAY_MS,
  FEED_MAX_ATTEMPTS,
  FEED_MAX_BYTES,
  FEED_TIMEOUT_MS,
  INLINE_SHAPE_SHARE,
} from './constants.js';
export { replayRandom, seededRandom } from './random.js';

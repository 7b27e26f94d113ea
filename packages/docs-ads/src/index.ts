// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
export { Ad } from './Ad.js';
export { AdProvider, useAdConfig } from './AdProvider.js';
export type { AdConfig, AdProviderProps, ResolvedAdConfig } from './AdProvider.js';
export { AdDisplay } from './AdDisplay.js';
export type { AdDisplayProps } from './AdDisplay.js';
export { AdAllowAds } from './AdAllowAds.js';
export { AdErrorBoundary } from './AdErrorBoundary.js';
export type { AdErrorBoundaryProps } from './AdErrorBoundary.js';
export { ADS_ENGLISH, adsEnglishTranslations } from './adsText.js';
export type { AdsTextKey } from './adsText.js';
export {
  AD_BLOCKER_AFTER_TRIES,
  AD_EVENT_ACTIONS,
  AD_EVENT_NAME,
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
export { chooseAdShape } from './adShape.js';
export type { AdShape } from './adShape.js';
export { adEventLabel, decideAd, isAdAudience } from './decideAd.js';
export type { AdDecision, AdState } from './decideAd.js';
export { filterFeedAds, pixelUrls, safeHttpUrl } from './feed.js';
export type { FeedAd } from './feed.js';
export { fetchFeedAd, loadFeedAd } from './fetchFeedAd.js';
export type { FeedFailure, FeedOutcome, FetchFeedAdOptions } from './fetchFeedAd.js';
export { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES, createInHouseAds } from './inHouseAds.js';
export type { AdRecord, CreateInHouseAdsOptions, InHouseAdName } from './inHouseAds.js';
export { linksToBackers, safeLinkHref } from './links.js';
export { INITIAL_POLL_STATE, nextPollState } from './pollAdNetwork.js';
export type { PollObservation, PollState } from './pollAdNetwork.js';
export { replayRandom, seededRandom } from './random.js';
export type { RandomSource } from './random.js';

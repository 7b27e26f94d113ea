// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
export { Ad } from './Ad';
export { AdProvider, useAdConfig } from './AdProvider';
export type { AdConfig, AdProviderProps, ResolvedAdConfig } from './AdProvider';
export { AdDisplay } from './AdDisplay';
export type { AdDisplayProps } from './AdDisplay';
export { AdAllowAds } from './AdAllowAds';
export { AdErrorBoundary } from './AdErrorBoundary';
export type { AdErrorBoundaryProps } from './AdErrorBoundary';
export { ADS_ENGLISH, adsEnglishTranslations } from './adsText';
export type { AdsTextKey } from './adsText';
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
} from './constants';
export { adEventLabel, chooseAdShape, decideAd, isAdAudience } from './decideAd';
export type { AdDecision, AdShape, AdState } from './decideAd';
export { filterFeedAds, pixelUrls, safeHttpUrl } from './feed';
export type { FeedAd } from './feed';
export { fetchFeedAd, loadFeedAd } from './fetchFeedAd';
export type { FeedFailure, FeedOutcome, FetchFeedAdOptions } from './fetchFeedAd';
export { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES, createInHouseAds } from './inHouseAds';
export type { AdRecord, CreateInHouseAdsOptions, InHouseAdName } from './inHouseAds';
export { linksToBackers, safeLinkHref } from './links';
export { INITIAL_POLL_STATE, nextPollState } from './pollAdNetwork';
export type { PollObservation, PollState } from './pollAdNetwork';
export { replayRandom, seededRandom } from './random';
export type { RandomSource } from './random';

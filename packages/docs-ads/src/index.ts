// Every module imports MUI from its root entry ('@mui/material'), never a deep path: MUI 6 has
// no exports map, so '@mui/material/Box' fails under Node's ESM loader (a prerender in plain Node).
// What a site needs: the slot, its provider and config, the in-house ads, the pure ad decision and
// the feed client. Timings, limits, geometry and deterministic random sources are in `./testing`.
export { Ad } from './Ad.js';
export { AdProvider, useAdConfig } from './AdProvider.js';
export type { AdConfig, AdProviderProps, ResolvedAdConfig } from './AdProvider.js';
export { adsEnglishTranslations } from './adsText.js';
export type { AdsTextKey } from './adsText.js';
export type { AdShape } from './adShape.js';
export { decideAd, isAdAudience } from './decideAd.js';
export type { AdDecision, AdState } from './decideAd.js';
export type { FeedAd } from './feed.js';
export { fetchFeedAd, loadFeedAd } from './fetchFeedAd.js';
export type { FeedFailure, FeedOutcome, FetchFeedAdOptions } from './fetchFeedAd.js';
export { IN_HOUSE_AD_CONTENT, IN_HOUSE_AD_NAMES, createInHouseAds } from './inHouseAds.js';
export type { AdRecord, CreateInHouseAdsOptions, InHouseAdName } from './inHouseAds.js';
export type { RandomSource } from './random.js';

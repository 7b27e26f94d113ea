export { filterFeedAds, pixelUrls, safeHttpUrl } from './feed';
export type { FeedAd } from './feed';

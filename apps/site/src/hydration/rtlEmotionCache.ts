import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Styles for right-to-left reading: every left/right property is mirrored by the rtl plugin.
 * Like the main cache (src/hydration/emotionCache.ts), without vendor prefixes.
 */
export function createRtlEmotionCache() {
  return createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
}

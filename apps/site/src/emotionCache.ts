import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The same cache key on the server and in the browser, so prerendered styles are reused. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}

/** Styles for right-to-left reading: every left/right property is mirrored by the rtl plugin. */
export function createRtlEmotionCache() {
  return createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
}

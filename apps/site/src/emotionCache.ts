import createCache from '@emotion/cache';

/** The same cache key on the server and in the browser, so prerendered styles are reused. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}

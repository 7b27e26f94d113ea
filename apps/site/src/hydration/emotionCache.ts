import createCache from '@emotion/cache';

// One array for every cache: on the server, emotion keeps the CSS it compiled per plugin list (by
// identity), so the prerender compiles each style once for the whole site, not once per page.
const STYLIS_PLUGINS: [] = [];

/**
 * The same cache key on the server and in the browser, so prerendered styles are reused. No
 * vendor prefixer (emotion's default stylis plugin): the browsers the site supports need none
 * of its -webkit-box/-ms-flexbox output, which was a third of every page's inline CSS.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}

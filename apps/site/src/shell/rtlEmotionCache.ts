import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Styles for right-to-left reading: every left/right property is mirrored by the rtl plugin. */
export function createRtlEmotionCache() {
  return createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
}

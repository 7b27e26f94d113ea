import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { useDocsThemeState } from '@docshell/docs-theme';
import { useState, type ReactNode } from 'react';
import { createRtlEmotionCache } from '../emotionCache';

/**
 * In right-to-left mode, styles go through an emotion cache that mirrors them. Prerendered pages
 * are left-to-right, so the mirrored cache is only created once a reader picks RTL; the provider
 * is always rendered so switching direction keeps the page's state.
 */
export function DirectionalStyles({ children }: { children: ReactNode }) {
  const { direction } = useDocsThemeState();
  const inherited = useEmotionCache();
  const [rtlCache, setRtlCache] = useState<ReturnType<typeof createRtlEmotionCache> | null>(null);
  if (direction === 'rtl' && !rtlCache) setRtlCache(createRtlEmotionCache());
  const cache = direction === 'rtl' && rtlCache ? rtlCache : inherited;
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>;
}

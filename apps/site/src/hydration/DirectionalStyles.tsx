import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { useDocsThemeState } from '@docshell/docs-theme';
import { useEffect, useState, type ReactNode } from 'react';
import type { createRtlEmotionCache } from './rtlEmotionCache';

type RtlCache = ReturnType<typeof createRtlEmotionCache>;

/**
 * In right-to-left mode, styles go through an emotion cache that mirrors them. Prerendered pages
 * are left-to-right, so the mirroring (the stylis rtl plugin and cssjanus) is only fetched once a
 * reader picks RTL; the provider is always rendered so switching direction keeps the page's state.
 */
export function DirectionalStyles({ children }: { children: ReactNode }) {
  const { direction } = useDocsThemeState();
  const inherited = useEmotionCache();
  const [rtlCache, setRtlCache] = useState<RtlCache | null>(null);
  const wantsRtl = direction === 'rtl' && !rtlCache;
  useEffect(() => {
    if (!wantsRtl) return undefined;
    let active = true;
    void import('./rtlEmotionCache').then(({ createRtlEmotionCache }) => {
      if (active) setRtlCache(createRtlEmotionCache());
    });
    return () => {
      active = false;
    };
  }, [wantsRtl]);
  const cache = direction === 'rtl' && rtlCache ? rtlCache : inherited;
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>;
}

'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_CONTAINER_SELECTOR,
  DEFAULT_DISPLAY_RATIO,
  DEFAULT_PLACEMENT,
} from './constants.js';
import { chooseAdShape, type AdShape } from './adShape.js';
import type { AdRecord } from './inHouseAds.js';
import type { RandomSource } from './random.js';

/** What a site passes to AdProvider. Hosts and ids of the ad network are configuration only. */
export interface AdConfig {
  /** Share of page views that report display events, 0 to 1. */
  displayRatio?: number;
  /** The network's JSON feed, used by the inline shape. Without it the inline shape shows in-house ads. */
  feedUrl?: string;
  /** The network's script, used by the image shape. Without it the image shape shows in-house ads. */
  scriptUrl?: string;
  /** Matches the element the network's script inserts into our slot. */
  containerSelector?: string;
  /** Shown as "ad by …" under feed ads. */
  networkName?: string;
  /** Our own ads, from `createInHouseAds()`. */
  inHouseAds: readonly AdRecord[];
  /** The site's backers page: a network ad linking there means the network had nothing to sell. */
  backersUrl: string;
  /** `false` renders the empty slot only. */
  enabled?: boolean;
  /** Where the ad sits, part of every event label. */
  placement?: string;
  /** Forces a shape instead of the once-per-session draw. */
  shape?: AdShape;
  /** The random source for every draw; `Math.random` by default. */
  random?: RandomSource;
}

/** The config with every default filled in and this session's shape drawn. */
export interface ResolvedAdConfig extends Required<
  Omit<AdConfig, 'feedUrl' | 'scriptUrl' | 'networkName'>
> {
  feedUrl: string | undefined;
  scriptUrl: string | undefined;
  networkName: string | undefined;
}

const AdConfigContext = createContext<ResolvedAdConfig | null>(null);

export interface AdProviderProps {
  config: AdConfig;
  children?: ReactNode;
}

function checkDisplayRatio(ratio: number): number {
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new Error(`[docs-ads] displayRatio must be between 0 and 1; got ${String(ratio)}.`);
  }
  return ratio;
}

/** Holds the ad config and draws the ad shape once for the session. Mount it once, at the app root. */
export function AdProvider({ config, children }: AdProviderProps) {
  const random = config.random ?? Math.random;
  const [drawnShape] = useState<AdShape>(() => chooseAdShape(random));
  const displayRatio = checkDisplayRatio(config.displayRatio ?? DEFAULT_DISPLAY_RATIO);
  const value = useMemo<ResolvedAdConfig>(
    () => ({
      displayRatio,
      feedUrl: config.feedUrl,
      scriptUrl: config.scriptUrl,
      containerSelector: config.containerSelector ?? DEFAULT_CONTAINER_SELECTOR,
      networkName: config.networkName,
      inHouseAds: config.inHouseAds,
      backersUrl: config.backersUrl,
      enabled: config.enabled ?? true,
      placement: config.placement ?? DEFAULT_PLACEMENT,
      shape: config.shape ?? drawnShape,
      random,
    }),
    [
      displayRatio,
      config.feedUrl,
      config.scriptUrl,
      config.containerSelector,
      config.networkName,
      config.inHouseAds,
      config.backersUrl,
      config.enabled,
      config.placement,
      config.shape,
      drawnShape,
      random,
    ],
  );
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/** The resolved ad config. Throws outside AdProvider. */
export function useAdConfig(): ResolvedAdConfig {
  const value = useContext(AdConfigContext);
  if (!value) {
    throw new Error(
      '[docs-ads] useAdConfig() must be used inside <AdProvider>. Wrap your component in AdProvider.',
    );
  }
  return value;
}

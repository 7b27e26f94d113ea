'use client';

import { useCallback, useEffect, useState } from 'react';
import { AdAllowAds } from './AdAllowAds.js';
import { AdDisplay } from './AdDisplay.js';
import { AdErrorBoundary } from './AdErrorBoundary.js';
import { AdFeedInline } from './AdFeedInline.js';
import { AdNetworkSlot } from './AdNetworkSlot.js';
import { useAdConfig } from './AdProvider.js';
import { AD_LABELS } from './constants.js';
import { adEventLabel, decideAd, isAdAudience } from './decideAd.js';
import type { FeedOutcome } from './fetchFeedAd.js';
import { linksToBackers, safeLinkHref } from './links.js';
import { replayRandom } from './random.js';
import { useAdNetworkPolling } from './useAdNetworkPolling.js';
import { useDisplayEvent } from './useDisplayEvent.js';

interface NetworkState {
  adblock: boolean | null;
  networkOut: boolean;
}

const FEED_PENDING: NetworkState = { adblock: null, networkOut: false };
const NO_NETWORK: NetworkState = { adblock: false, networkOut: true };

export interface AdSlotContentProps {
  /** Told the event label of what the slot shows (null while nothing is decided). */
  onLabel: (label: string | null) => void;
  /** Reports a crash of what the slot shows, with its label (`Ad` sends the event). */
  onCrash: (label: string) => void;
}

/**
 * What goes inside the sponsor slot: picks the network's ad, an in-house ad or the "please allow
 * ads" message. Loaded by `Ad` only in the browser, after hydration, so none of this (nor the bot
 * check) is in the JavaScript a page needs before it is interactive.
 */
export function AdSlotContent({ onLabel, onCrash }: AdSlotContentProps) {
  const config = useAdConfig();
  // Drawn once per mount and replayed, so re-renders never swap the ad.
  const [draws] = useState(() => [config.random(), config.random()]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [feedState, setFeedState] = useState<NetworkState>(FEED_PENDING);

  const userAgent = window.navigator.userAgent;
  const audience = isAdAudience(config.enabled, userAgent);
  const scriptUrl = config.shape === 'image' ? safeLinkHref(config.scriptUrl) : undefined;
  const feedUrl = config.shape === 'inline' ? safeLinkHref(config.feedUrl) : undefined;

  const poll = useAdNetworkPolling(slot, {
    active: audience && scriptUrl !== undefined,
    containerSelector: config.containerSelector,
    backersUrl: config.backersUrl,
  });

  const { backersUrl } = config;
  const onFeedOutcome = useCallback(
    (outcome: FeedOutcome) => {
      if (outcome.ad) {
        const backers = linksToBackers(outcome.ad.statlink, backersUrl, window.location.href);
        setFeedState({ adblock: false, networkOut: backers });
      } else if (outcome.reason === 'blocked') {
        setFeedState({ adblock: true, networkOut: false });
      } else if (outcome.reason !== 'aborted') {
        setFeedState(NO_NETWORK);
      }
    },
    [backersUrl],
  );

  let network: NetworkState = NO_NETWORK;
  if (scriptUrl) network = { adblock: poll.adblock, networkOut: poll.backersOnly };
  else if (feedUrl) network = feedState;

  const decision = decideAd(
    {
      enabled: config.enabled,
      userAgent,
      ...network,
      shape: config.shape,
      placement: config.placement,
      inHouseAds: config.inHouseAds,
    },
    replayRandom(draws),
  );
  useDisplayEvent(decision.label, config.displayRatio, config.random);
  useEffect(() => onLabel(decision.label), [decision.label, onLabel]);

  return (
    <AdErrorBoundary label={decision.label} onCrash={onCrash}>
      {audience && scriptUrl ? (
        <AdNetworkSlot
          scriptUrl={scriptUrl}
          hidden={decision.kind !== 'network'}
          onSlot={setSlot}
        />
      ) : null}
      {decision.kind === 'network' && feedUrl ? (
        <AdFeedInline
          feedUrl={feedUrl}
          label={adEventLabel(AD_LABELS.network, config.placement, config.shape)}
          networkName={config.networkName}
          onOutcome={onFeedOutcome}
        />
      ) : null}
      {decision.kind === 'in-house' ? <AdDisplay ad={decision.ad} shape={config.shape} /> : null}
      {decision.kind === 'allow-ads' ? <AdAllowAds /> : null}
    </AdErrorBoundary>
  );
}

import { useAnalytics } from '@docshell/docs-analytics';
import { Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { AdAllowAds } from './AdAllowAds';
import { AdDisplay } from './AdDisplay';
import { AdErrorBoundary } from './AdErrorBoundary';
import { AdFeedInline } from './AdFeedInline';
import { AdNetworkSlot } from './AdNetworkSlot';
import { useAdConfig } from './AdProvider';
import {
  AD_EVENT_ACTIONS,
  AD_EVENT_NAME,
  AD_LABELS,
  AD_MARGIN_Y,
  AD_ROOT_CLASS,
  AD_SLOT_HEIGHT_SM,
  AD_SLOT_HEIGHT_XS,
} from './constants';
import { adEventLabel, decideAd, isAdAudience } from './decideAd';
import type { FeedOutcome } from './fetchFeedAd';
import { linksToBackers, safeLinkHref } from './links';
import { replayRandom } from './random';
import { useAdNetworkPolling } from './useAdNetworkPolling';
import { useDisplayEvent } from './useDisplayEvent';
import { useIsClient } from './useIsClient';

interface NetworkState {
  adblock: boolean | null;
  networkOut: boolean;
}

const FEED_PENDING: NetworkState = { adblock: null, networkOut: false };
const NO_NETWORK: NetworkState = { adblock: false, networkOut: true };

/**
 * The slot's fixed size. Height equals min-height at each breakpoint, so nothing that loads
 * (or fails to) can move the content below: layout shift stays 0.
 */
const rootSx = {
  my: AD_MARGIN_Y,
  position: 'relative',
  overflow: 'hidden',
  height: { xs: AD_SLOT_HEIGHT_XS, sm: AD_SLOT_HEIGHT_SM },
  minHeight: { xs: AD_SLOT_HEIGHT_XS, sm: AD_SLOT_HEIGHT_SM },
} as const;

/**
 * The sponsor slot. Renders an empty slot of fixed height on the server and for bots, then
 * picks the network's ad, an in-house ad or the "please allow ads" message in the browser.
 * Needs AdProvider and DocsProvider above it.
 */
export function Ad() {
  const config = useAdConfig();
  const analytics = useAnalytics();
  const isClient = useIsClient();
  // Drawn once per mount and replayed, so re-renders never swap the ad.
  const [draws] = useState(() => [config.random(), config.random()]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [feedState, setFeedState] = useState<NetworkState>(FEED_PENDING);

  const userAgent = isClient ? window.navigator.userAgent : undefined;
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

  const onCrash = useCallback(
    (label: string) =>
      analytics.sendEvent(AD_EVENT_NAME, {
        eventAction: AD_EVENT_ACTIONS.crash,
        eventLabel: label,
      }),
    [analytics],
  );

  return (
    <Box
      className={AD_ROOT_CLASS}
      data-ga-event-category={AD_EVENT_NAME}
      data-ga-event-action={AD_EVENT_ACTIONS.click}
      data-ga-event-label={decision.label ?? undefined}
      sx={rootSx}
    >
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
    </Box>
  );
}

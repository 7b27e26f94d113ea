import { isbot } from 'isbot';
import { AD_LABELS, ALLOW_ADS_SHARE } from './constants.js';
import type { AdShape } from './adShape.js';
import type { AdRecord } from './inHouseAds.js';
import type { RandomSource } from './random.js';

/** What the slot knows when it decides. */
export interface AdState {
  /** `false` when the site turned ads off for this page. */
  enabled: boolean;
  /** The reader's user agent; `undefined` before it is known (on the server). */
  userAgent: string | undefined;
  /** `null` while still looking for the network's container, then whether a blocker is assumed. */
  adblock: boolean | null;
  /** The network has nothing for us: no inventory, or its ad links to the backers page. */
  networkOut: boolean;
  shape: AdShape;
  placement: string;
  inHouseAds: readonly AdRecord[];
}

export type AdDecision =
  /** Nothing to show (a bot, ads off, no in-house ads); the slot keeps its height. */
  | { kind: 'placeholder'; label: null }
  /** The network's ad. `label` is null while we still wait for its container. */
  | { kind: 'network'; label: string | null }
  | { kind: 'allow-ads'; label: string }
  | { kind: 'in-house'; label: string; ad: AdRecord };

const PLACEHOLDER: AdDecision = { kind: 'placeholder', label: null };

/** `<label>-<placement>-<shape>`, for example `network-body-top-image`. */
export function adEventLabel(stem: string, placement: string, shape: AdShape): string {
  return `${stem}-${placement}-${shape}`;
}

function pickInHouse(state: AdState, stem: string, random: RandomSource): AdDecision {
  const { inHouseAds } = state;
  if (inHouseAds.length === 0) return PLACEHOLDER;
  const index = Math.min(Math.floor(random() * inHouseAds.length), inHouseAds.length - 1);
  const ad = inHouseAds[index] as AdRecord;
  return { kind: 'in-house', label: adEventLabel(stem, state.placement, state.shape), ad };
}

/** Whether this reader should get ads at all: ads on, a known user agent, not a bot or crawler. */
export function isAdAudience(enabled: boolean, userAgent: string | undefined): boolean {
  return enabled && userAgent !== undefined && !isbot(userAgent);
}

/**
 * Which ad the slot shows. Pure: the same state and draws give the same answer. It draws at
 * most twice (allow-ads split, then which in-house ad), so a component can draw once per mount
 * and replay the draws on every render.
 */
export function decideAd(state: AdState, random: RandomSource): AdDecision {
  if (!isAdAudience(state.enabled, state.userAgent)) return PLACEHOLDER;
  if (state.adblock === true) {
    if (random() < ALLOW_ADS_SHARE) {
      return {
        kind: 'allow-ads',
        label: adEventLabel(AD_LABELS.inHouseAllowAds, state.placement, state.shape),
      };
    }
    return pickInHouse(state, AD_LABELS.inHouse, random);
  }
  if (state.networkOut) return pickInHouse(state, AD_LABELS.inHouseNetworkOut, random);
  return {
    kind: 'network',
    label:
      state.adblock === false
        ? adEventLabel(AD_LABELS.network, state.placement, state.shape)
        : null,
  };
}

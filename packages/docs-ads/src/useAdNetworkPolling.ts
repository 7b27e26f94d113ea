'use client';

import { useEffect, useState } from 'react';
import { AD_POLL_INTERVAL_MS } from './constants.js';
import { linksToBackers } from './links.js';
import {
  INITIAL_POLL_STATE,
  nextPollState,
  type PollObservation,
  type PollState,
} from './pollAdNetwork.js';

export interface AdNetworkPollingOptions {
  /** Look only while true. */
  active: boolean;
  containerSelector: string;
  backersUrl: string;
}

function observe(slot: HTMLElement, selector: string, backersUrl: string): PollObservation {
  let container: Element | null;
  try {
    container = slot.querySelector(selector);
  } catch {
    console.error(`[docs-ads] containerSelector "${selector}" is not a valid CSS selector.`);
    container = null;
  }
  if (!container) return { found: false, linksToBackers: false };
  const hrefs = Array.from(
    container.querySelectorAll('a[href]'),
    (a) => a.getAttribute('href') ?? '',
  );
  return {
    found: true,
    linksToBackers: hrefs.some((href) => linksToBackers(href, backersUrl, window.location.href)),
  };
}

/**
 * Looks for the network's container inside `slot`: once at once, then every
 * AD_POLL_INTERVAL_MS until found or out of tries (see `nextPollState`).
 */
export function useAdNetworkPolling(
  slot: HTMLElement | null,
  { active, containerSelector, backersUrl }: AdNetworkPollingOptions,
): PollState {
  const [state, setState] = useState<PollState>(INITIAL_POLL_STATE);
  useEffect(() => {
    if (!active || !slot) return undefined;
    let current = INITIAL_POLL_STATE;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const next = nextPollState(current, observe(slot, containerSelector, backersUrl));
      if (next.adblock !== current.adblock || next.backersOnly !== current.backersOnly) {
        setState(next);
      }
      current = next;
      if (!next.done) timer = setTimeout(check, AD_POLL_INTERVAL_MS);
    };
    check();
    return () => clearTimeout(timer);
  }, [active, slot, containerSelector, backersUrl]);
  return state;
}

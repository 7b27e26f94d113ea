import { AD_BLOCKER_AFTER_TRIES, AD_POLL_MAX_TRIES } from './constants.js';

/** Where the search for the network's container stands. */
export interface PollState {
  tries: number;
  /** `null` until decided; `true` once a blocker is assumed; a later find sets it back to false. */
  adblock: boolean | null;
  /** The container was found but its ad only links to the site's backers page. */
  backersOnly: boolean;
  /** No more looking: the container was found, or every try is used up. */
  done: boolean;
}

export const INITIAL_POLL_STATE: PollState = {
  tries: 0,
  adblock: null,
  backersOnly: false,
  done: false,
};

export interface PollObservation {
  /** The network's container exists in the slot. */
  found: boolean;
  /** One of its links points at the site's backers page. */
  linksToBackers: boolean;
}

/**
 * One look for the container. Found: no blocker, stop. Not found: after more than
 * AD_BLOCKER_AFTER_TRIES tries a blocker is assumed, and looking goes on until AD_POLL_MAX_TRIES
 * so a slow network can still reverse it.
 */
export function nextPollState(previous: PollState, observation: PollObservation): PollState {
  if (previous.done) return previous;
  const tries = previous.tries + 1;
  if (observation.found) {
    return { tries, adblock: false, backersOnly: observation.linksToBackers, done: true };
  }
  return {
    tries,
    adblock: tries > AD_BLOCKER_AFTER_TRIES ? true : previous.adblock,
    backersOnly: false,
    done: tries >= AD_POLL_MAX_TRIES,
  };
}

'use client';

import { useCallback, useContext, useSyncExternalStore } from 'react';
import { AnalyticsContext } from './AnalyticsContext.js';
import {
  serverConsentState,
  type ConsentChoice,
  type ConsentState,
  type ConsentStore,
} from './createConsentStore.js';

export interface AnalyticsConsent extends ConsentState {
  /** Stores the reader's choice; `null` forgets it so the prompt shows again. */
  setConsent(choice: ConsentChoice | null): void;
}

// Without a store: nothing known, nothing to ask. Stable objects, as useSyncExternalStore needs.
const NO_STORE_STATE: ConsentState = serverConsentState(false);
const subscribeNothing = () => () => {};
const getNoStoreState = () => NO_STORE_STATE;

/**
 * The reader's analytics choice from the consent store given to AnalyticsProvider, updating when
 * it changes (in this tab or another). During server rendering and hydration it reports no
 * choice and no prompt, so the markup matches; the real state follows right after.
 */
export function useAnalyticsConsent(): AnalyticsConsent {
  const store: ConsentStore | null = useContext(AnalyticsContext).consent;
  const state = useSyncExternalStore(
    store ? store.subscribe : subscribeNothing,
    store ? store.getState : getNoStoreState,
    store ? store.getServerState : getNoStoreState,
  );
  const setConsent = useCallback(
    (choice: ConsentChoice | null) => {
      if (store) store.setConsent(choice);
      else console.warn('[docs-analytics] setConsent() needs <AnalyticsProvider consent={store}>.');
    },
    [store],
  );
  return { ...state, setConsent };
}

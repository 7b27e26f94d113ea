/**
 * The reader's analytics choice, in plain TypeScript: `analytics` (allowed), `essential` (no
 * analytics) or `null` (not asked yet), kept in localStorage and shared across tabs.
 *
 * Analytics are allowed when Do Not Track / Global Privacy Control is off, the reader has not
 * chosen `essential`, and, when the site requires consent, the reader chose `analytics`.
 */
import { CONSENT_STORAGE_KEY } from './constants.js';
import { isDoNotTrackEnabled } from './doNotTrack.js';
import { createStorageSlot, type StorageSlot } from '@docshell-internal/storage-slot';

export type ConsentChoice = 'analytics' | 'essential';

export interface ConsentState {
  /** The stored choice, or null when the reader has not chosen. */
  consent: ConsentChoice | null;
  /** Whether the site asks before sending anything. */
  required: boolean;
  /** Do Not Track or Global Privacy Control is on: nothing is sent, nothing is asked. */
  doNotTrack: boolean;
  allowsAnalytics: boolean;
  /** Show the consent prompt: consent is required, not given either way, and DNT is off. */
  needsPrompt: boolean;
}

export interface ConsentStore {
  getState(): ConsentState;
  /** What server rendering and hydration see: no choice known, nothing allowed, no prompt. */
  getServerState(): ConsentState;
  /** Stores the choice (`null` forgets it, so the prompt shows again). */
  setConsent(choice: ConsentChoice | null): void;
  subscribe(listener: () => void): () => void;
  allowsAnalytics(): boolean;
}

export interface CreateConsentStoreOptions {
  /** Ask before sending anything. Default false: analytics run unless the reader opts out. */
  required?: boolean;
  /** Where the choice is kept. Default: localStorage `docs-cookie-consent`. */
  storage?: StorageSlot;
  /** Default: `isDoNotTrackEnabled()`, read once when the state is first needed. */
  doNotTrack?: () => boolean;
}

export function parseConsent(value: unknown): ConsentChoice | null {
  return value === 'analytics' || value === 'essential' ? value : null;
}

function computeState(
  consent: ConsentChoice | null,
  required: boolean,
  doNotTrack: boolean,
): ConsentState {
  return {
    consent,
    required,
    doNotTrack,
    allowsAnalytics:
      !doNotTrack && consent !== 'essential' && (!required || consent === 'analytics'),
    needsPrompt: required && !doNotTrack && consent === null,
  };
}

/**
 * The state before the choice can be read (on the server, during hydration, without a store):
 * nothing allowed, and no prompt until the real state follows.
 */
export function serverConsentState(required: boolean): ConsentState {
  return { consent: null, required, doNotTrack: false, allowsAnalytics: false, needsPrompt: false };
}

export function createConsentStore(options: CreateConsentStoreOptions = {}): ConsentStore {
  const required = options.required ?? false;
  const slot =
    options.storage ?? createStorageSlot(CONSENT_STORAGE_KEY, { owner: 'docs-analytics' });
  const readDoNotTrack = options.doNotTrack ?? (() => isDoNotTrackEnabled());
  const serverState = serverConsentState(required);
  // Kept identical between changes: useSyncExternalStore needs a stable snapshot.
  let state: ConsentState | null = null;
  let doNotTrack: boolean | null = null;
  const listeners = new Set<() => void>();

  const refresh = () => {
    doNotTrack ??= readDoNotTrack();
    const next = computeState(parseConsent(slot.get()), required, doNotTrack);
    // Do Not Track is read once, so only the stored choice can change.
    const changed = !state || state.consent !== next.consent;
    if (changed) state = next;
    return changed;
  };
  const notify = () => listeners.forEach((listener) => listener());

  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return;
    if (refresh()) notify();
  };

  const store: ConsentStore = {
    getState() {
      if (!state) refresh();
      return state as ConsentState;
    },
    getServerState: () => serverState,
    setConsent(choice) {
      slot.set(parseConsent(choice));
      if (refresh()) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    allowsAnalytics: () => store.getState().allowsAnalytics,
  };
  return store;
}

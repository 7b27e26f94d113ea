/**
 * One store for the page's code preferences, so a change in one demo re-renders every demo. Other
 * open tabs follow through a BroadcastChannel, or through a localStorage ping where that is missing
 * (cookies fire no events). Everything read from the hash, cookies or other tabs is validated.
 */
import {
  readCodePreferenceCookies,
  writeCodeStylingCookie,
  writeCodeVariantCookie,
} from './codePreferenceCookies';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodePreferenceHash,
  parseCodeStyling,
  parseCodeVariant,
  resolveCodePreferences,
  type CodePreferences,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import { createStorageSlot, type StorageSource } from '@docshell-internal/storage-slot';

/** BroadcastChannel name, and the localStorage key of the fallback ping. */
export const CODE_PREFERENCES_CHANNEL = 'docshell-code-preferences';

export interface CodePreferenceStore {
  getSnapshot(): CodePreferences;
  getServerSnapshot(): CodePreferences;
  subscribe(listener: () => void): () => void;
  setCodeVariant(value: CodeVariant): void;
  setCodeStyling(value: CodeStyling): void;
}

export interface CodePreferenceStoreOptions {
  getWindow?: () => Window | undefined;
  /** Where the fallback ping is written. Default: the browser's localStorage. */
  storage?: StorageSource;
}

const SERVER_SNAPSHOT: CodePreferences = Object.freeze({
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
});

const defaultGetWindow = () => (typeof window === 'undefined' ? undefined : window);

/** The window's BroadcastChannel, absent in old browsers and some embedded views. */
function channelClass(win: Window): typeof BroadcastChannel | undefined {
  const candidate = (win as Window & { BroadcastChannel?: unknown }).BroadcastChannel;
  return typeof candidate === 'function' ? (candidate as typeof BroadcastChannel) : undefined;
}

/** Validated fields of a message from another tab; anything else is dropped. */
function parseMessage(data: unknown): Partial<CodePreferences> {
  if (!data || typeof data !== 'object') return {};
  const record = data as Record<string, unknown>;
  const codeVariant = parseCodeVariant(record.codeVariant);
  const codeStyling = parseCodeStyling(record.codeStyling);
  return {
    ...(codeVariant ? { codeVariant } : {}),
    ...(codeStyling ? { codeStyling } : {}),
  };
}

export function createCodePreferenceStore(
  options: CodePreferenceStoreOptions = {},
): CodePreferenceStore {
  const { getWindow = defaultGetWindow, storage } = options;
  const pingSlot = createStorageSlot(CODE_PREFERENCES_CHANNEL, {
    owner: 'docs-theme',
    source: storage,
  });
  const listeners = new Set<() => void>();
  let snapshot: CodePreferences | undefined;
  let channel: BroadcastChannel | undefined;
  let detach: (() => void) | undefined;

  function getSnapshot(): CodePreferences {
    const win = getWindow();
    if (!win) return SERVER_SNAPSHOT;
    // First client read: the hash wins over cookies, cookies over the defaults.
    snapshot ??= resolveCodePreferences(
      parseCodePreferenceHash(win.location.hash),
      readCodePreferenceCookies(),
    );
    return snapshot;
  }

  function apply(patch: Partial<CodePreferences>): boolean {
    const current = getSnapshot();
    const next = { ...current, ...patch };
    if (next.codeVariant === current.codeVariant && next.codeStyling === current.codeStyling) {
      return false;
    }
    snapshot = next;
    listeners.forEach((listener) => listener());
    return true;
  }

  function broadcast(patch: Partial<CodePreferences>): void {
    const win = getWindow();
    if (!win) return;
    const Channel = channelClass(win);
    if (Channel) {
      const target = channel ?? new Channel(CODE_PREFERENCES_CHANNEL);
      target.postMessage(patch);
      if (target !== channel) target.close();
      return;
    }
    // The time stamp makes every write differ, so other tabs always get a storage event.
    pingSlot.set(JSON.stringify({ ...patch, at: Date.now() }));
  }

  function attach(): () => void {
    const win = getWindow();
    if (!win) return () => {};
    const Channel = channelClass(win);
    if (Channel) {
      const own = new Channel(CODE_PREFERENCES_CHANNEL);
      own.onmessage = (event: MessageEvent) => apply(parseMessage(event.data));
      channel = own;
      return () => {
        own.close();
        channel = undefined;
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== pingSlot.key || !event.newValue) return;
      try {
        apply(parseMessage(JSON.parse(event.newValue)));
      } catch {
        // Not JSON: someone else's value under our key. Ignore it.
      }
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  }

  function set(patch: Partial<CodePreferences>, write: () => void): void {
    if (!apply(patch)) return;
    write();
    broadcast(patch);
  }

  return {
    getSnapshot,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) detach = attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detach?.();
          detach = undefined;
        }
      };
    },
    setCodeVariant(value) {
      const codeVariant = parseCodeVariant(value);
      if (codeVariant) set({ codeVariant }, () => writeCodeVariantCookie(codeVariant));
    },
    setCodeStyling(value) {
      const codeStyling = parseCodeStyling(value);
      if (codeStyling) set({ codeStyling }, () => writeCodeStylingCookie(codeStyling));
    },
  };
}

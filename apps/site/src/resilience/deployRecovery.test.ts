import { describe, expect, it, vi } from 'vitest';
import {
  DEPLOY_RELOAD_KEY,
  DEPLOY_RELOAD_WINDOW_MS,
  installDeployRecovery,
  isChunkLoadError,
  loadAhead,
  reloadOnceForNewDeploy,
  VITE_PRELOAD_ERROR_EVENT,
  type DeployRecoveryEnv,
} from './deployRecovery';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function env(storage: Storage | null = memoryStorage(), start = 1_000_000) {
  let now = start;
  let pageStartedAt = start - 500;
  let online = true;
  const reload = vi.fn();
  const value: DeployRecoveryEnv & {
    reload: typeof reload;
    advance: (ms: number) => void;
    newPageLife: () => void;
    goOffline: () => void;
  } = {
    storage: () => storage,
    now: () => now,
    isOnline: () => online,
    pageStartedAt: () => pageStartedAt,
    reload,
    advance: (ms) => {
      now += ms;
    },
    newPageLife: () => {
      pageStartedAt = now;
    },
    goOffline: () => {
      online = false;
    },
  };
  return value;
}

describe('isChunkLoadError', () => {
  it('recognises the failed-import messages of Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors to the error panel', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('reloadOnceForNewDeploy', () => {
  it('reloads the first time and records when', () => {
    const e = env();
    expect(reloadOnceForNewDeploy(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(e.storage()!.getItem(DEPLOY_RELOAD_KEY)).toBe(String(e.now()));
  });

  it('does not reload again within the window: no loop', () => {
    const e = env();
    reloadOnceForNewDeploy(e);
    e.advance(1500);
    e.newPageLife();
    e.advance(DEPLOY_RELOAD_WINDOW_MS - 1501);
    expect(reloadOnceForNewDeploy(e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('reports the reload it already started in the same page life, without a second one', () => {
    const e = env();
    expect(reloadOnceForNewDeploy(e)).toBe(true);
    e.advance(5);
    expect(reloadOnceForNewDeploy(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, after the window', () => {
    const e = env();
    reloadOnceForNewDeploy(e);
    e.advance(DEPLOY_RELOAD_WINDOW_MS);
    expect(reloadOnceForNewDeploy(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('treats a junk stored value as no earlier reload', () => {
    const e = env();
    e.storage()!.setItem(DEPLOY_RELOAD_KEY, '<script>');
    expect(reloadOnceForNewDeploy(e)).toBe(true);
  });

  it('does not reload while the browser is offline', () => {
    const e = env();
    e.goOffline();
    expect(reloadOnceForNewDeploy(e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('does not reload when sessionStorage is blocked or throws', () => {
    const blocked = env(null);
    expect(reloadOnceForNewDeploy(blocked)).toBe(false);
    const throwing = memoryStorage();
    throwing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const full = env(throwing);
    expect(reloadOnceForNewDeploy(full)).toBe(false);
    expect(blocked.reload).not.toHaveBeenCalled();
    expect(full.reload).not.toHaveBeenCalled();
  });
});

describe('installDeployRecovery', () => {
  it('reloads once on preload errors and lets the error reach its caller', () => {
    const target = new EventTarget() as unknown as Window;
    const e = env();
    const stop = installDeployRecovery(target, e);
    const first = new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);
    target.dispatchEvent(new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(e.reload).toHaveBeenCalledTimes(1);
    stop();
    e.advance(DEPLOY_RELOAD_WINDOW_MS);
    target.dispatchEvent(new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a chunk that a load ahead of a click failed to get, only after it', async () => {
    const target = new EventTarget() as unknown as Window;
    const e = env();
    const stop = installDeployRecovery(target, e);
    const ahead = loadAhead(async () => {
      // What Vite's preload helper does when the chunk is gone: the event, then the rejection.
      target.dispatchEvent(new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true }));
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(ahead).rejects.toThrow('Failed to fetch');
    expect(e.reload).not.toHaveBeenCalled();
    // The reader's own click on that page, later, recovers as usual.
    target.dispatchEvent(new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(e.reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  CACHE_URLS_MESSAGE,
  filesNoWorkerServed,
  followServiceWorkerUpdates,
  RELOAD_CHECK_MS,
  registerServiceWorker,
  reloadWhenActive,
  SERVICE_WORKER_URL,
  SKIP_WAITING_MESSAGE,
  type ServiceWorkerEnv,
} from './serviceWorker';

/** A worker whose state the test moves along, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version starts installing. */
  startUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  /** The installing worker finished installing and waits for the old one to go. */
  finishInstall(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

function fakeEnv(
  options: { controlled?: boolean; origin?: string; active?: () => boolean } = {},
): ServiceWorkerEnv & { reload: Mock<() => void>; registration: FakeRegistration } {
  const registration = new FakeRegistration();
  const container = {
    controller: options.controlled === false ? null : ({} as ServiceWorker),
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    ready: Promise.resolve(registration),
  } as unknown as ServiceWorkerContainer;
  return {
    origin: options.origin ?? 'https://docs.example.com',
    pageUrl: 'https://docs.example.com/material-ui/react-button?adMode=ok',
    watchUnseenFiles: (found) => {
      found(['https://docs.example.com/assets/button-1.js']);
      // A file that finishes loading later, after the worker became active.
      setTimeout(() => found(['https://docs.example.com/assets/late-2.js']), 50);
    },
    container,
    isPageActive: options.active ?? (() => true),
    reload: vi.fn<() => void>(),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
    registration,
  };
}

const asRegistration = (registration: FakeRegistration) =>
  registration as unknown as ServiceWorkerRegistration;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('filesNoWorkerServed', () => {
  it('keeps the same-origin files no worker served, and only those', () => {
    const origin = 'https://docs.example.com';
    expect(
      filesNoWorkerServed(
        [
          { name: `${origin}/assets/app-1.js`, workerStart: 0 },
          { name: `${origin}/assets/page-2.js`, workerStart: 12.5 },
          { name: 'https://ads.example.net/ad.js', workerStart: 0 },
          { name: 'https://docs.example.com.evil.test/x.js', workerStart: 0 },
        ],
        origin,
      ),
    ).toEqual([`${origin}/assets/app-1.js`]);
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js on the production origin', async () => {
    const env = fakeEnv();
    const registration = await registerServiceWorker({
      productionOrigin: 'https://docs.example.com',
      env,
    });
    expect(env.container!.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(registration).toBe(env.registration);
  });

  it('hands the page, the files it loaded and those it loads later to the active worker', async () => {
    const env = fakeEnv();
    const active = new FakeWorker();
    env.registration.active = active;
    await registerServiceWorker({ productionOrigin: 'https://docs.example.com', env });
    await Promise.resolve();
    expect(active.messages).toEqual([
      { type: CACHE_URLS_MESSAGE, page: env.pageUrl, urls: [env.pageUrl] },
      { type: CACHE_URLS_MESSAGE, urls: ['https://docs.example.com/assets/button-1.js'] },
    ]);
    await vi.advanceTimersByTimeAsync(50);
    expect(active.messages).toHaveLength(3);
    expect(active.messages[2]).toEqual({
      type: CACHE_URLS_MESSAGE,
      urls: ['https://docs.example.com/assets/late-2.js'],
    });
  });

  it('does not register on another origin', async () => {
    const env = fakeEnv({ origin: 'http://localhost:4173' });
    const registration = await registerServiceWorker({
      productionOrigin: 'https://docs.example.com',
      env,
    });
    expect(registration).toBeUndefined();
    expect(env.container!.register).not.toHaveBeenCalled();
  });

  it('does nothing without service-worker support', async () => {
    const env = { ...fakeEnv(), container: undefined };
    expect(
      await registerServiceWorker({ productionOrigin: 'https://docs.example.com', env }),
    ).toBeUndefined();
  });

  it('warns and resolves undefined when registration fails', async () => {
    const env = fakeEnv();
    vi.mocked(env.container!.register).mockRejectedValueOnce(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await registerServiceWorker({ productionOrigin: 'https://docs.example.com', env }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[site\] service worker/);
  });
});

describe('followServiceWorkerUpdates', () => {
  it('tells a new waiting worker to skip waiting, then reloads once after it activates', () => {
    const env = fakeEnv();
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    const worker = env.registration.startUpdate();
    env.registration.finishInstall(worker);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(env.reload).not.toHaveBeenCalled();
    worker.moveTo('activating');
    worker.moveTo('activated');
    vi.advanceTimersByTime(RELOAD_CHECK_MS);
    expect(env.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_CHECK_MS * 20);
    worker.moveTo('activated');
    vi.advanceTimersByTime(RELOAD_CHECK_MS * 20);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('sends skipWaiting at once to a worker that is already waiting', () => {
    const env = fakeEnv();
    const worker = new FakeWorker();
    worker.state = 'installed';
    env.registration.waiting = worker;
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    worker.moveTo('activated');
    vi.advanceTimersByTime(RELOAD_CHECK_MS);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('follows a worker that is installing when the page registers', () => {
    const env = fakeEnv();
    const worker = new FakeWorker();
    env.registration.installing = worker;
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    env.registration.finishInstall(worker);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('waits for focus before reloading, however long that takes', () => {
    let active = false;
    const env = fakeEnv({ active: () => active });
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    const worker = env.registration.startUpdate();
    env.registration.finishInstall(worker);
    worker.moveTo('activated');
    vi.advanceTimersByTime(60_000);
    expect(env.reload).not.toHaveBeenCalled();
    active = true;
    vi.advanceTimersByTime(RELOAD_CHECK_MS - 1);
    expect(env.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page no worker controls yet (a first visit)', () => {
    const env = fakeEnv({ controlled: false });
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    const worker = env.registration.startUpdate();
    env.registration.finishInstall(worker);
    worker.moveTo('activated');
    vi.advanceTimersByTime(1000);
    expect(worker.messages).toEqual([]);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('does not skip waiting for a worker that installed without becoming the waiting one', () => {
    const env = fakeEnv();
    followServiceWorkerUpdates(asRegistration(env.registration), env);
    const worker = env.registration.startUpdate();
    worker.moveTo('installed');
    expect(worker.messages).toEqual([]);
  });
});

describe('reloadWhenActive', () => {
  it('can be cancelled before the page becomes active', () => {
    let active = false;
    const env = fakeEnv({ active: () => active });
    const cancel = reloadWhenActive(env);
    vi.advanceTimersByTime(RELOAD_CHECK_MS * 3);
    cancel();
    active = true;
    vi.advanceTimersByTime(RELOAD_CHECK_MS * 3);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

export interface Throttled {
  /** Runs the function now if the wait has passed, otherwise once when it has. */
  run: () => void;
  /** Drops a pending trailing call. */
  cancel: () => void;
}

/**
 * Runs `fn` at most once per `waitMs`: the first call runs at once, calls during the wait collapse
 * into one trailing run at its end, so the last scroll position is always handled.
 */
export function createThrottle(fn: () => void, waitMs: number): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const invoke = () => {
    timer = null;
    lastRun = Date.now();
    fn();
  };
  return {
    run() {
      const remaining = waitMs - (Date.now() - lastRun);
      if (remaining <= 0) {
        if (timer !== null) clearTimeout(timer);
        invoke();
      } else if (timer === null) {
        timer = setTimeout(invoke, remaining);
      }
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

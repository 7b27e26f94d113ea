import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  createLiveDemoController,
  type LiveDemoError,
  type LiveDemoSteps,
} from './liveDemoController';
import type { DemoLanguage } from './transpile';

export interface LiveDemo {
  /** The edited demo; null until an edit has run: show the original demo then. */
  Component: ComponentType | null;
  error: LiveDemoError | null;
  pending: boolean;
  /** Runs edited source, RUN_DELAY_MS after the last call; a newer call supersedes an older. */
  run(code: string): void;
  /** For the error boundary: shows the error and rolls back to the last component that rendered. */
  reportRenderError(error: unknown): void;
  /** Forgets the edits and the error: the original demo shows again. */
  reset(): void;
}

// Each step loads ./liveSteps on first use (one chunk, fetched once). Only a reader edits a
// demo: the server's bundle leaves the compiler and every library's modules out.
const steps = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error('[site] demos are not edited on the server'))
    : import('./liveSteps');
const DEFAULT_STEPS: LiveDemoSteps = {
  transpile: (code, language) => steps().then((s) => s.transpile(code, language)),
  load: (specifiers) => steps().then((s) => s.load(specifiers)),
  run: (compiled, modules) => steps().then((s) => s.run(compiled, modules)),
};

/** A demo's edited source, compiled and run as it is typed. */
export function useLiveDemo(language: DemoLanguage, steps?: Partial<LiveDemoSteps>): LiveDemo {
  const [controller] = useState(() =>
    createLiveDemoController(language, { ...DEFAULT_STEPS, ...steps }),
  );
  // Runs start after a delay, long after this effect: they always use the latest settings.
  useEffect(() => {
    controller.configure(language, { ...DEFAULT_STEPS, ...steps });
  });
  useEffect(() => controller.cancel, [controller]);
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  return useMemo(
    () => ({
      ...state,
      run: controller.run,
      reportRenderError: controller.reportRenderError,
      reset: controller.reset,
    }),
    [state, controller],
  );
}

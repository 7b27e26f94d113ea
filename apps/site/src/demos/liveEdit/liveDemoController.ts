import type { ComponentType } from 'react';
import { lineOfError } from './lineOfError';
import type { DemoLanguage, TranspileResult } from './transpile';

/** Wait this long after the last edit before compiling: one run per pause in typing. */
export const RUN_DELAY_MS = 300;

// Rolling back never needs to reach far: keep the last few components that ran.
const HISTORY_LIMIT = 20;

/** What went wrong with the edited code, for the reader; `line` is 1-based in their code. */
export interface LiveDemoError {
  message: string;
  line?: number;
}

interface LiveDemoState {
  /** The edited demo's component; null until an edit has run (the original demo shows). */
  Component: ComponentType | null;
  error: LiveDemoError | null;
  /** An edit is waiting to run or running. */
  pending: boolean;
}

/** The steps from source to component; tests pass their own. */
export interface LiveDemoSteps {
  transpile(code: string, language: DemoLanguage): Promise<TranspileResult>;
  load(specifiers: string[]): Promise<Record<string, unknown>>;
  run(compiled: string, modules: Record<string, unknown>): Promise<ComponentType>;
}

export interface LiveDemoController {
  getState(): LiveDemoState;
  subscribe(listener: () => void): () => void;
  configure(language: DemoLanguage, steps: LiveDemoSteps): void;
  run(code: string): void;
  reportRenderError(error: unknown): void;
  reset(): void;
  /** Drops the waiting or running edit, if any (on unmount). */
  cancel(): void;
}

/** The message for the reader: the error's own, with its kind unless that is just "Error". */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
}

function toLiveDemoError(message: string, line: number | undefined): LiveDemoError {
  return line === undefined ? { message } : { message, line };
}

/**
 * The live demo's state machine, free of React: edits are debounced, a newer edit supersedes an
 * older one still compiling, a failure keeps the last component that worked, and a component
 * that fails to render is rolled back to the one before it.
 */
export function createLiveDemoController(
  language: DemoLanguage,
  steps: LiveDemoSteps,
): LiveDemoController {
  let config = { language, steps };
  let state: LiveDemoState = { Component: null, error: null, pending: false };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by every edit, reset and cancel: a run whose number is no longer current is dropped.
  let generation = 0;
  // Components that ran, oldest first; the last is the one shown.
  let history: ComponentType[] = [];

  const update = (next: Partial<LiveDemoState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const stop = () => {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
  };

  const execute = async (code: string, id: number) => {
    const { language: lang, steps: s } = config;
    const current = () => id === generation;
    try {
      const result = await s.transpile(code, lang);
      if (!current()) return;
      if (!result.ok) {
        update({ error: toLiveDemoError(result.message, result.line), pending: false });
        return;
      }
      const modules = await s.load(result.imports);
      if (!current()) return;
      const Component = await s.run(result.code, modules);
      if (!current()) return;
      history = [...history, Component].slice(-HISTORY_LIMIT);
      update({ Component, error: null, pending: false });
    } catch (error) {
      if (!current()) return;
      update({ error: toLiveDemoError(describeError(error), lineOfError(error)), pending: false });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(nextLanguage, nextSteps) {
      config = { language: nextLanguage, steps: nextSteps };
    },
    run(code) {
      stop();
      const id = generation;
      if (!state.pending) update({ pending: true });
      timer = setTimeout(() => {
        timer = undefined;
        void execute(code, id);
      }, RUN_DELAY_MS);
    },
    reportRenderError(error) {
      const failed = state.Component;
      // The shown component broke: forget it and show the one before (or the original demo).
      if (failed && history.at(-1) === failed) history = history.slice(0, -1);
      update({
        Component: history.at(-1) ?? null,
        error: toLiveDemoError(describeError(error), lineOfError(error)),
      });
    },
    reset() {
      stop();
      history = [];
      update({ Component: null, error: null, pending: false });
    },
    cancel() {
      stop();
      if (state.pending) update({ pending: false });
    },
  };
}

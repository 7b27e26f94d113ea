import { act, renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUN_DELAY_MS, type LiveDemoSteps } from './liveDemoController';
import type { TranspileResult } from './transpile';
import { useLiveDemo } from './useLiveDemo';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Components named after the code that made them. */
const components = new Map<string, ComponentType>();
function componentFor(code: string): ComponentType {
  if (!components.has(code))
    components.set(
      code,
      Object.assign(() => null, { code }),
    );
  return components.get(code)!;
}

/**
 * Steps that compile `code` to itself, fail on code starting with "syntax" (line 2) or "throw",
 * and hold transpiling of code starting with "slow" until the test releases it.
 */
function fakeSteps() {
  const held = new Map<string, ReturnType<typeof deferred<TranspileResult>>>();
  const steps = {
    transpile: vi.fn((code: string): Promise<TranspileResult> => {
      if (code.startsWith('syntax')) {
        return Promise.resolve({
          ok: false,
          message: 'Unexpected token (2:5)',
          line: 2,
          column: 5,
        });
      }
      const result: TranspileResult = { ok: true, code, imports: ['react'] };
      if (!code.startsWith('slow')) return Promise.resolve(result);
      const hold = deferred<TranspileResult>();
      held.set(code, hold);
      return hold.promise.then(() => result);
    }),
    load: vi.fn(async (specifiers: string[]) => Object.fromEntries(specifiers.map((s) => [s, {}]))),
    run: vi.fn(async (compiled: string) => {
      if (compiled.startsWith('throw')) throw new TypeError('x is not a function');
      return componentFor(compiled);
    }),
  } satisfies LiveDemoSteps;
  const release = (code: string) => held.get(code)!.resolve({ ok: true, code, imports: [] });
  return { steps, release };
}

/** Lets the timers run and every settled promise continue. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('useLiveDemo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the original demo until an edit has run', () => {
    const { steps } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    expect(result.current).toMatchObject({ Component: null, error: null, pending: false });
  });

  it('runs once, with the latest code, after a pause of RUN_DELAY_MS in the edits', async () => {
    const { steps } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('JS', steps));
    act(() => result.current.run('a'));
    expect(result.current.pending).toBe(true);
    await advance(RUN_DELAY_MS - 1);
    act(() => result.current.run('ab'));
    await advance(RUN_DELAY_MS - 1);
    expect(steps.transpile).not.toHaveBeenCalled();
    await advance(1);
    expect(steps.transpile).toHaveBeenCalledTimes(1);
    expect(steps.transpile).toHaveBeenCalledWith('ab', 'JS');
    expect(steps.load).toHaveBeenCalledWith(['react']);
    expect(steps.run).toHaveBeenCalledWith('ab', { react: {} });
    expect(result.current).toMatchObject({
      Component: componentFor('ab'),
      error: null,
      pending: false,
    });
  });

  it('drops an older edit that finishes after a newer one', async () => {
    const { steps, release } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('slow first'));
    await advance(RUN_DELAY_MS);
    act(() => result.current.run('second'));
    await advance(RUN_DELAY_MS);
    expect(result.current.Component).toBe(componentFor('second'));
    release('slow first');
    await advance(0);
    expect(steps.run).toHaveBeenCalledTimes(1);
    expect(result.current.Component).toBe(componentFor('second'));
    expect(result.current.pending).toBe(false);
  });

  it('stays pending while a superseded edit is still compiling', async () => {
    const { steps, release } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('slow one'));
    await advance(RUN_DELAY_MS);
    act(() => result.current.run('slow two'));
    release('slow one');
    await advance(0);
    expect(result.current.pending).toBe(true);
    await advance(RUN_DELAY_MS);
    release('slow two');
    await advance(0);
    expect(result.current).toMatchObject({ Component: componentFor('slow two'), pending: false });
  });

  it('keeps the last good component when an edit fails, and clears the error on success', async () => {
    const { steps } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('good'));
    await advance(RUN_DELAY_MS);

    act(() => result.current.run('syntax error'));
    await advance(RUN_DELAY_MS);
    expect(result.current).toMatchObject({
      Component: componentFor('good'),
      error: { message: 'Unexpected token (2:5)', line: 2 },
      pending: false,
    });
    expect(steps.load).toHaveBeenCalledTimes(1);

    act(() => result.current.run('throw at run time'));
    await advance(RUN_DELAY_MS);
    expect(result.current.Component).toBe(componentFor('good'));
    expect(result.current.error).toEqual({ message: 'TypeError: x is not a function' });

    act(() => result.current.run('better'));
    await advance(RUN_DELAY_MS);
    expect(result.current).toMatchObject({ Component: componentFor('better'), error: null });
  });

  it('reports a failing load (an unknown import) as the error', async () => {
    const { steps } = fakeSteps();
    steps.load.mockRejectedValueOnce(new Error('Cannot import "lodash": …'));
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('code'));
    await advance(RUN_DELAY_MS);
    expect(result.current).toMatchObject({
      Component: null,
      error: { message: 'Cannot import "lodash": …' },
    });
  });

  it('rolls back to the last component that rendered when one fails to render', async () => {
    const { steps } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('one'));
    await advance(RUN_DELAY_MS);
    act(() => result.current.run('two'));
    await advance(RUN_DELAY_MS);

    const renderError = Object.assign(new Error('boom'), {
      stack: 'Error: boom\n    at Demo (blob:http://localhost/abc:5:3)',
    });
    act(() => result.current.reportRenderError(renderError));
    expect(result.current).toMatchObject({
      Component: componentFor('one'),
      error: { message: 'boom', line: 4 },
    });
    // The one before fails too: back to the original demo.
    act(() => result.current.reportRenderError(new Error('again')));
    expect(result.current).toMatchObject({ Component: null, error: { message: 'again' } });
  });

  it('resets to the original demo, dropping an edit still waiting', async () => {
    const { steps } = fakeSteps();
    const { result } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('one'));
    await advance(RUN_DELAY_MS);
    act(() => result.current.run('syntax'));
    await advance(RUN_DELAY_MS);
    act(() => result.current.run('waiting'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ Component: null, error: null, pending: false });
    await advance(RUN_DELAY_MS);
    expect(steps.transpile).not.toHaveBeenCalledWith('waiting', 'TS');
    expect(result.current.Component).toBe(null);
  });

  it('runs nothing after unmounting', async () => {
    const { steps } = fakeSteps();
    const { result, unmount } = renderHook(() => useLiveDemo('TS', steps));
    act(() => result.current.run('late'));
    unmount();
    await advance(RUN_DELAY_MS);
    expect(steps.transpile).not.toHaveBeenCalled();
  });

  it('keeps its functions stable across renders', async () => {
    const { steps } = fakeSteps();
    const { result, rerender } = renderHook(() => useLiveDemo('TS', steps));
    const { run, reset, reportRenderError } = result.current;
    act(() => run('one'));
    await advance(RUN_DELAY_MS);
    rerender();
    expect(result.current.run).toBe(run);
    expect(result.current.reset).toBe(reset);
    expect(result.current.reportRenderError).toBe(reportRenderError);
  });
});

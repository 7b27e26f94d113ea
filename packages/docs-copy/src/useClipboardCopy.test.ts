import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_COPIED_MS } from './constants.js';
import { NOT_ALLOWED_MESSAGE } from './copyText.js';
import { useClipboardCopy } from './useClipboardCopy.js';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('useClipboardCopy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
  });

  afterEach(() => {
    vi.useRealTimers();
    setClipboard(undefined);
  });

  it('reports isCopied for 1200 ms after a successful copy', async () => {
    expect(CLIPBOARD_COPIED_MS).toBe(1200);
    const { result } = renderHook(() => useClipboardCopy());
    expect(result.current.isCopied).toBe(false);

    let copied: boolean | undefined;
    await act(async () => {
      copied = await result.current.copy('npm install');
    });
    expect(copied).toBe(true);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('npm install');
    expect(result.current.isCopied).toBe(true);

    act(() => vi.advanceTimersByTime(CLIPBOARD_COPIED_MS - 1));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('copies text that is still loading, and reports a failed load as a failed copy', async () => {
    const { result } = renderHook(() => useClipboardCopy());
    let copied: boolean | undefined;
    await act(async () => {
      copied = await result.current.copy(Promise.resolve('# Button'));
    });
    expect(copied).toBe(true);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('# Button');
    expect(result.current.isCopied).toBe(true);

    await act(async () => {
      copied = await result.current.copy(Promise.reject(new Error('404 /react-button.md')));
    });
    expect(copied).toBe(false);
    expect(result.current.isCopied).toBe(false);
    expect(result.current.error?.message).toBe('404 /react-button.md');
  });

  it('restarts the timer on a new copy', async () => {
    const { result } = renderHook(() => useClipboardCopy());
    await act(async () => {
      await result.current.copy('a');
    });
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => {
      await result.current.copy('b');
    });
    act(() => vi.advanceTimersByTime(1000));
    // 2000 ms after the first copy, 1000 ms after the second: still copied.
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(CLIPBOARD_COPIED_MS - 1000));
    expect(result.current.isCopied).toBe(false);
  });

  it('never reports a failed copy as copied, and exposes the error', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const { result } = renderHook(() => useClipboardCopy());
    let copied: boolean | undefined;
    await act(async () => {
      copied = await result.current.copy('x');
    });
    expect(copied).toBe(false);
    expect(result.current.isCopied).toBe(false);
    expect(result.current.error?.message).toBe(NOT_ALLOWED_MESSAGE);
  });

  it('turns isCopied off at once when a copy fails right after a success', async () => {
    const { result } = renderHook(() => useClipboardCopy());
    await act(async () => {
      await result.current.copy('a');
    });
    expect(result.current.isCopied).toBe(true);
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await act(async () => {
      await result.current.copy('b');
    });
    expect(result.current.isCopied).toBe(false);
    expect(result.current.error).not.toBeNull();
  });

  it('clears the error when the next copy succeeds', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const { result } = renderHook(() => useClipboardCopy());
    await act(async () => {
      await result.current.copy('x');
    });
    expect(result.current.error).not.toBeNull();
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    await act(async () => {
      await result.current.copy('x');
    });
    expect(result.current.error).toBeNull();
    expect(result.current.isCopied).toBe(true);
  });

  it('lets a slow earlier copy not override a later one', async () => {
    let rejectFirst: (error: Error) => void = () => {};
    const writeText = vi
      .fn()
      .mockImplementationOnce(
        () =>
          new Promise<void>((_, reject) => {
            rejectFirst = reject;
          }),
      )
      .mockResolvedValue(undefined);
    setClipboard({ writeText });
    // No execCommand in jsdom, so the first copy's fallback fails once the API rejects.
    const { result } = renderHook(() => useClipboardCopy());
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.copy('first');
    });
    await act(async () => {
      await result.current.copy('second');
    });
    await act(async () => {
      rejectFirst(new Error('denied'));
      await first;
    });
    expect(result.current.isCopied).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('accepts its own duration', async () => {
    const { result } = renderHook(() => useClipboardCopy({ resetAfterMs: 300 }));
    await act(async () => {
      await result.current.copy('x');
    });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('clears its timer on unmount', async () => {
    const { result, unmount } = renderHook(() => useClipboardCopy());
    await act(async () => {
      await result.current.copy('x');
    });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

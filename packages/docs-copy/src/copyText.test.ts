import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, NOT_ALLOWED_MESSAGE } from './copyText.js';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('copyText', () => {
  afterEach(() => {
    setClipboard(undefined);
    // jsdom has no execCommand of its own; tests add and remove it.
    delete (document as { execCommand?: unknown }).execCommand;
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('uses the Clipboard API when present, without touching the selection', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const execCommand = vi.fn(() => true);
    setClipboard({ writeText });
    Object.assign(document, { execCommand });
    await copyText('npm install');
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selection copy when the API is missing, and cleans up', async () => {
    let selected = '';
    const execCommand = vi.fn(() => {
      selected = document.getSelection()?.toString() ?? '';
      return true;
    });
    Object.assign(document, { execCommand });
    await copyText('const a = 1;');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('const a = 1;');
    expect(document.body.childElementCount).toBe(0);
  });

  it('falls back when the API rejects', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    let selected = '';
    Object.assign(document, {
      execCommand: vi.fn(() => {
        selected = document.getSelection()?.toString() ?? '';
        return true;
      }),
    });
    await expect(copyText('ls -la')).resolves.toBeUndefined();
    expect(selected).toBe('ls -la');
  });

  it('keeps line breaks and indentation in the fallback copy', async () => {
    let selected = '';
    Object.assign(document, {
      execCommand: vi.fn(() => {
        selected = document.getSelection()?.toString() ?? '';
        return true;
      }),
    });
    await copyText('if (a) {\n  b();\n}');
    expect(selected).toBe('if (a) {\n  b();\n}');
  });

  it('gives focus back to the element that had it', async () => {
    document.body.innerHTML = '<input aria-label="search" />';
    const input = document.querySelector('input')!;
    input.focus();
    Object.assign(document, {
      execCommand: vi.fn(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        return true;
      }),
    });
    await copyText('x');
    expect(document.activeElement).toBe(input);
  });

  it('restores the reader selection after the fallback', async () => {
    document.body.innerHTML = '<p id="p">keep me selected</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()!.addRange(range);
    Object.assign(document, { execCommand: vi.fn(() => true) });
    await copyText('other');
    expect(document.getSelection()!.toString()).toBe('keep me selected');
  });

  it('rejects with "The request is not allowed" when the API is missing and the fallback fails', async () => {
    Object.assign(document, { execCommand: vi.fn(() => false) });
    const error = await copyText('x').then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toBe('The request is not allowed');
    expect(error?.message).toBe(NOT_ALLOWED_MESSAGE);
    expect(error?.name).toBe('NotAllowedError');
    expect(document.body.childElementCount).toBe(0);
  });

  it('rejects with the same message when the API refused and the fallback threw, keeping the cause', async () => {
    const denied = new Error('denied');
    setClipboard({ writeText: vi.fn().mockRejectedValue(denied) });
    Object.assign(document, {
      execCommand: vi.fn(() => {
        throw new Error('execCommand is blocked');
      }),
    });
    const error = await copyText('x').then(
      () => null,
      (reason: unknown) => reason as Error & { cause?: unknown },
    );
    expect(error?.message).toBe('The request is not allowed');
    expect(error?.cause).toBe(denied);
  });

  it('rejects when neither the API nor execCommand exists', async () => {
    await expect(copyText('x')).rejects.toThrow(NOT_ALLOWED_MESSAGE);
  });
});

describe('copyText with text that is still loading', () => {
  // jsdom has no ClipboardItem; this one keeps what it was given so a test can read it back.
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }

  function deferred() {
    let resolve!: (text: string) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  afterEach(() => {
    setClipboard(undefined);
    vi.unstubAllGlobals();
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('starts the clipboard write at once, before the text has arrived', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn(async (items: FakeClipboardItem[]) => {
      await items[0]!.items['text/plain'];
    });
    const writeText = vi.fn();
    setClipboard({ write, writeText });
    const text = deferred();

    const copied = copyText(text.promise);
    // Called synchronously: inside the reader's click, which Safari requires.
    expect(write).toHaveBeenCalledTimes(1);
    text.resolve('# Button');
    await copied;
    const blob = await write.mock.calls[0]![0][0]!.items['text/plain']!;
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('# Button');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('writes the text when it arrives if the clipboard refuses a pending item', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ write: vi.fn().mockRejectedValue(new Error('not supported')), writeText });
    await copyText(Promise.resolve('# Button'));
    expect(writeText).toHaveBeenCalledWith('# Button');
  });

  it('awaits the text and uses writeText where there is no ClipboardItem', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await copyText(Promise.resolve('# Button'));
    expect(writeText).toHaveBeenCalledWith('# Button');
  });

  it('rejects with the loading error, and copies nothing, when the text cannot be loaded', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn(async (items: FakeClipboardItem[]) => {
      await items[0]!.items['text/plain'];
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ write, writeText });
    const text = deferred();
    const copied = copyText(text.promise);
    text.reject(new Error('404 /material-ui/react-button.md'));
    await expect(copied).rejects.toThrow('404 /material-ui/react-button.md');
    expect(writeText).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, NOT_ALLOWED_MESSAGE } from './copyText';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('copyText', () => {
  afterEach(() => {
    setClipboard(undefined);
    // jsdom has no execCommand of its own; tests add and remove it.
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('uses the Clipboard API when present', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await copyText('npm install');
    expect(writeText).toHaveBeenCalledWith('npm install');
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
    Object.assign(document, { execCommand: vi.fn(() => true) });
    await expect(copyText('x')).resolves.toBeUndefined();
  });

  it('restores the reader selection after the fallback', async () => {
    document.body.innerHTML = '<p id="p">keep me selected</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()!.addRange(range);
    Object.assign(document, { execCommand: vi.fn(() => true) });
    await copyText('other');
    expect(document.getSelection()!.toString()).toBe('keep me selected');
    document.body.innerHTML = '';
  });

  it('rejects with "The request is not allowed" when both ways fail', async () => {
    Object.assign(document, { execCommand: vi.fn(() => false) });
    await expect(copyText('x')).rejects.toThrow(NOT_ALLOWED_MESSAGE);
  });

  it('rejects with the API error when the API refused and the fallback failed', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await expect(copyText('x')).rejects.toThrow('denied');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { hasTextSelection } from './hasTextSelection.js';

describe('hasTextSelection', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('is false when nothing is selected', () => {
    document.body.innerHTML = '<p>Some text</p>';
    expect(hasTextSelection(document)).toBe(false);
  });

  it('sees a selection in the page', () => {
    document.body.innerHTML = '<p>Some text</p>';
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('p')!);
    document.getSelection()!.addRange(range);
    expect(hasTextSelection(document)).toBe(true);
  });

  it('ignores a collapsed caret in the page', () => {
    document.body.innerHTML = '<p>Some text</p>';
    const range = document.createRange();
    range.setStart(document.querySelector('p')!.firstChild!, 2);
    document.getSelection()!.addRange(range);
    expect(hasTextSelection(document)).toBe(false);
  });

  it('sees a selection inside the focused input', () => {
    document.body.innerHTML = '<input aria-label="q" value="query text" />';
    const input = document.querySelector('input')!;
    input.focus();
    input.setSelectionRange(0, 5);
    expect(hasTextSelection(document)).toBe(true);
  });

  it('sees a selection inside the focused textarea, not a caret', () => {
    document.body.innerHTML = '<textarea aria-label="note">line one</textarea>';
    const textarea = document.querySelector('textarea')!;
    textarea.focus();
    textarea.setSelectionRange(3, 3);
    expect(hasTextSelection(document)).toBe(false);
    textarea.setSelectionRange(0, 4);
    expect(hasTextSelection(document)).toBe(true);
  });

  it('ignores the selection of an input that is not focused', () => {
    document.body.innerHTML = '<input aria-label="q" value="query text" /><button>b</button>';
    document.querySelector('input')!.setSelectionRange(0, 5);
    document.querySelector('button')!.focus();
    expect(hasTextSelection(document)).toBe(false);
  });

  it('copes with inputs that have no selection API', () => {
    document.body.innerHTML = '<input aria-label="n" type="number" value="42" />';
    document.querySelector('input')!.focus();
    expect(hasTextSelection(document)).toBe(false);
  });
});

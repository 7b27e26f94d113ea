import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shouldCopyOnKeydown,
  type CopyKeydownEvent,
  type CopyKeydownState,
} from './shouldCopyOnKeydown.js';

const ctrlC: CopyKeydownEvent = {
  key: 'c',
  code: 'KeyC',
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
};
const cmdC: CopyKeydownEvent = { ...ctrlC, ctrlKey: false, metaKey: true };
const ready: CopyKeydownState = { hasBlock: true, hasSelection: false, isMac: false };
const readyMac: CopyKeydownState = { ...ready, isMac: true };

describe('shouldCopyOnKeydown', () => {
  it('copies on Ctrl+C with a block and no selection', () => {
    expect(shouldCopyOnKeydown(ctrlC, ready)).toBe(true);
  });

  it('copies on ⌘C on a Mac, and not on Ctrl+C there', () => {
    expect(shouldCopyOnKeydown(cmdC, readyMac)).toBe(true);
    expect(shouldCopyOnKeydown(ctrlC, readyMac)).toBe(false);
  });

  it('does not treat ⌘ as the copy modifier outside a Mac', () => {
    expect(shouldCopyOnKeydown(cmdC, ready)).toBe(false);
  });

  it('does nothing when no block is hovered or focused', () => {
    expect(shouldCopyOnKeydown(ctrlC, { ...ready, hasBlock: false })).toBe(false);
  });

  it('leaves a text selection to the browser', () => {
    expect(shouldCopyOnKeydown(ctrlC, { ...ready, hasSelection: true })).toBe(false);
  });

  it('ignores Shift and Alt combinations', () => {
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'C', shiftKey: true }, ready)).toBe(false);
    expect(shouldCopyOnKeydown({ ...ctrlC, altKey: true }, ready)).toBe(false);
  });

  it('accepts an upper-case key (Caps Lock)', () => {
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'C' }, ready)).toBe(true);
  });

  it('follows the layout for Latin letters and the physical key otherwise', () => {
    // Dvorak: the key labelled C sits where QWERTY has I.
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'c', code: 'KeyI' }, ready)).toBe(true);
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'j', code: 'KeyC' }, ready)).toBe(false);
    // Russian layout: the C key types "с".
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'с', code: 'KeyC' }, ready)).toBe(true);
  });

  it('ignores other keys, key repeats, IME composition and handled events', () => {
    expect(shouldCopyOnKeydown({ ...ctrlC, key: 'v', code: 'KeyV' }, ready)).toBe(false);
    expect(shouldCopyOnKeydown({ ...ctrlC, repeat: true }, ready)).toBe(false);
    expect(shouldCopyOnKeydown({ ...ctrlC, isComposing: true }, ready)).toBe(false);
    expect(shouldCopyOnKeydown({ ...ctrlC, defaultPrevented: true }, ready)).toBe(false);
  });

  it('copies exactly when every condition holds (property)', () => {
    const event = fc.record({
      key: fc.constantFrom('c', 'C', 'v', 'x', 'с', 'Control', 'Meta'),
      code: fc.constantFrom('KeyC', 'KeyV', 'KeyI', 'ControlLeft'),
      ctrlKey: fc.boolean(),
      metaKey: fc.boolean(),
      shiftKey: fc.boolean(),
      altKey: fc.boolean(),
      repeat: fc.boolean(),
    });
    const state = fc.record({
      hasBlock: fc.boolean(),
      hasSelection: fc.boolean(),
      isMac: fc.boolean(),
    });
    fc.assert(
      fc.property(event, state, (e, s) => {
        const isC = /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() === 'c' : e.code === 'KeyC';
        const modifier = s.isMac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
        const expected =
          s.hasBlock && !s.hasSelection && !e.shiftKey && !e.altKey && !e.repeat && modifier && isC;
        expect(shouldCopyOnKeydown(e, s)).toBe(expected);
        // Whatever else holds, a selection, Shift or Alt always leaves the key to the browser.
        if (s.hasSelection || e.shiftKey || e.altKey) expect(shouldCopyOnKeydown(e, s)).toBe(false);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isSearchShortcut, typedCharacter, type KeyPress } from './searchShortcut';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it('accepts Ctrl+K and ⌘K, whatever the case of the letter', () => {
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { ctrlKey: true }))).toBe(true);
  });

  it('ignores K alone, other letters and chords with Alt or Shift', () => {
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('j', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press('K', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('typedCharacter', () => {
  it('returns the character a plain or shifted key types', () => {
    expect(typedCharacter(press('g'))).toBe('g');
    expect(typedCharacter(press('G', { shiftKey: true }))).toBe('G');
    expect(typedCharacter(press('é'))).toBe('é');
    expect(typedCharacter(press('😀'))).toBe('😀');
  });

  it('ignores named keys, space, shortcuts and keys typed during composition', () => {
    for (const event of [
      press('Enter'),
      press('Tab'),
      press('ArrowDown'),
      press(' '),
      press('c', { ctrlKey: true }),
      press('c', { metaKey: true }),
      press('c', { altKey: true }),
      press('a', { isComposing: true }),
    ]) {
      expect(typedCharacter(event)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { missingTranslationKeys, translationKeys } from './translationKeys.js';

const english = { a: 'A', group: { b: 'B', deeper: { c: 'C' } } };

describe('translationKeys', () => {
  it('lists the dot path of every string leaf', () => {
    expect(translationKeys(english)).toEqual(['a', 'group.b', 'group.deeper.c']);
  });

  it('skips values that are not strings or dictionaries', () => {
    expect(translationKeys({ a: 1, b: ['x'], c: null, d: 'D' })).toEqual(['d']);
    expect(translationKeys('text')).toEqual([]);
    expect(translationKeys(null)).toEqual([]);
  });
});

describe('missingTranslationKeys', () => {
  it('lists what a language has left to translate', () => {
    expect(missingTranslationKeys(english, { a: 'Ah', group: { deeper: {} } })).toEqual([
      'group.b',
      'group.deeper.c',
    ]);
  });

  it('counts a malformed dictionary as translating nothing', () => {
    expect(missingTranslationKeys(english, [])).toHaveLength(3);
    expect(missingTranslationKeys(english, { group: 'oops' })).toEqual([
      'a',
      'group.b',
      'group.deeper.c',
    ]);
  });
});

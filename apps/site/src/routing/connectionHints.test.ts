import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './connectionHints';

describe('mayPrefetch', () => {
  it('fetches ahead unless the reader saves data or is on 2G', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

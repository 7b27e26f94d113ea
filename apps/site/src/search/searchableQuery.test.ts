import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchableQuery } from './searchableQuery';

describe('searchableQuery', () => {
  it('never searches a single letter', () => {
    expect(searchableQuery('f')).toEqual({ now: '', settled: '' });
    expect(searchableQuery('  a  ')).toEqual({ now: '', settled: '' });
  });

  it('searches a short word alone only once the reader pauses', () => {
    expect(searchableQuery('sx')).toEqual({ now: '', settled: 'sx' });
    expect(searchableQuery('the')).toEqual({ now: '', settled: 'the' });
    expect(searchableQuery('them')).toEqual({ now: 'them', settled: 'them' });
  });

  it('searches a short last word after others only once the reader pauses', () => {
    expect(searchableQuery('focus r')).toEqual({ now: 'focus', settled: 'focus r' });
    expect(searchableQuery('breadcrumbs th')).toEqual({
      now: 'breadcrumbs',
      settled: 'breadcrumbs th',
    });
    expect(searchableQuery('use sx')).toEqual({ now: '', settled: 'use sx' });
    expect(searchableQuery('focus ring r')).toEqual({ now: 'focus ring', settled: 'focus ring r' });
    // A common three-letter prefix ("the") spans the largest index chunks.
    expect(searchableQuery('breadcrumbs the')).toEqual({
      now: 'breadcrumbs',
      settled: 'breadcrumbs the',
    });
    expect(searchableQuery('focus rin')).toEqual({ now: 'focus', settled: 'focus rin' });
    expect(searchableQuery('focus ring')).toEqual({ now: 'focus ring', settled: 'focus ring' });
    expect(searchableQuery('a b')).toEqual({ now: '', settled: 'a b' });
  });

  it('collapses runs of spaces', () => {
    expect(searchableQuery('  focus   ring ').now).toBe('focus ring');
  });

  it('gives words of the input, in order; `now` is a prefix of `settled`', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { now, settled } = searchableQuery(raw);
        const normalized = raw.trim().split(/\s+/).join(' ');
        expect(settled === '' || settled === normalized).toBe(true);
        expect(now === '' || settled.startsWith(now)).toBe(true);
        expect(settled === '' && now !== '').toBe(false);
      }),
    );
  });
});

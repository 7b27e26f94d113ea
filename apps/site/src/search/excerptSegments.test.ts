import { describe, expect, it } from 'vitest';
import { excerptSegments } from './excerptSegments';

describe('excerptSegments', () => {
  it('splits marked matches from the text around them', () => {
    expect(excerptSegments('Use the <mark>sx</mark> prop on <mark>Box</mark>.')).toEqual([
      { text: 'Use the ', marked: false },
      { text: 'sx', marked: true },
      { text: ' prop on ', marked: false },
      { text: 'Box', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('decodes the angle brackets Pagefind escapes, so code reads as written', () => {
    expect(excerptSegments('Render &lt;<mark>Button</mark>&gt; & "more"')).toEqual([
      { text: 'Render <', marked: false },
      { text: 'Button', marked: true },
      { text: '> & "more"', marked: false },
    ]);
  });

  it('keeps markup-looking page text as text rather than treating it as a mark', () => {
    expect(excerptSegments('the &lt;mark&gt; element')).toEqual([
      { text: 'the <mark> element', marked: false },
    ]);
  });

  it('drops any other tag instead of passing it on', () => {
    const segments = excerptSegments('a <img src=x onerror=alert(1)><mark>b</mark><script>c');
    expect(segments).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: 'c', marked: false },
    ]);
    expect(segments.map((s) => s.text).join('')).not.toContain('<');
  });

  it('accepts upper-case mark tags and ends an unclosed mark with the excerpt', () => {
    expect(excerptSegments('x <MARK>y</MARK> <mark>z')).toEqual([
      { text: 'x ', marked: false },
      { text: 'y', marked: true },
      { text: ' ', marked: false },
      { text: 'z', marked: true },
    ]);
  });

  it('merges adjacent marks and skips empty ones', () => {
    expect(excerptSegments('<mark>grid</mark><mark>2</mark><mark></mark> end')).toEqual([
      { text: 'grid2', marked: true },
      { text: ' end', marked: false },
    ]);
  });

  it('returns no segments for an empty or non-string excerpt', () => {
    expect(excerptSegments('')).toEqual([]);
    expect(excerptSegments(undefined as unknown as string)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSearchIndex, makeSnippet, queryTerms, searchPages } from './searchIndex.js';

const page = (path: string, title: string, markdown: string, product = 'ui') => ({
  path,
  title,
  description: '',
  product,
  markdown,
});

describe('queryTerms', () => {
  it('splits on spaces, punctuation, symbols and control characters', () => {
    expect(queryTerms('Button\u0000variant.*(a+)+$ | <x>')).toEqual([
      'button',
      'variant',
      'a',
      'x',
    ]);
    expect(queryTerms('.*+?^${}()|[]\\')).toEqual([]);
    expect(queryTerms('a '.repeat(1000))).toHaveLength(24);
  });
});

describe('makeSnippet', () => {
  const markdown = [
    '# Button',
    '',
    '> Acme UI v2.3.0 documentation.',
    '',
    'A button starts an action.',
    '',
    '```tsx',
    '<Button variant="text" />',
    '```',
    '',
    '| `variant` | `string` | The variant to use. |',
    '',
    'Three **variants** express how much [emphasis](/x.md) an action deserves.',
  ].join('\n');

  it('picks the prose passage with the query words, without Markdown syntax', () => {
    expect(makeSnippet(markdown, ['variant'])).toBe(
      'Three variants express how much emphasis an action deserves.',
    );
  });

  it('falls back to the first passage when nothing matches', () => {
    expect(makeSnippet(markdown, ['zebra'])).toBe('A button starts an action.');
  });

  it('cuts a long passage around the first match', () => {
    const long = `# T\n\n${'word '.repeat(200)}needle ${'word '.repeat(200)}`;
    const snippet = makeSnippet(long, ['needle']);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(260);
  });
});

describe('searchPages', () => {
  const index = buildSearchIndex([
    page('/ui/react-button.md', 'Button', '# Button\n\nButtons have a variant prop.'),
    page('/ui/react-chip.md', 'Chip', '# Chip\n\nChips are small.'),
    page(
      '/charts/react-line.md',
      'Line chart',
      '# Line chart\n\nA chart with a variant.',
      'charts',
    ),
  ]);

  it('ranks the page whose title matches first, and filters by product', () => {
    expect(searchPages(index, 'button variant', { limit: 5 })[0]?.path).toBe('/ui/react-button.md');
    expect(
      searchPages(index, 'variant', { product: 'charts', limit: 5 }).map((hit) => hit.path),
    ).toEqual(['/charts/react-line.md']);
  });

  it('ranks a page the query names by its whole title above one that only shares its words', () => {
    // Button group's page says "contained" and "variant" more often than Button's does.
    const pages = [
      page(
        '/ui/react-button.md',
        'Button',
        '# Button\n\nThe contained variant.\n\n' + 'Text. '.repeat(40),
      ),
      page(
        '/ui/react-button-group.md',
        'Button group',
        '# Button group\n\nA contained variant group, contained variant buttons, variant contained.',
      ),
    ];
    const hits = searchPages(buildSearchIndex(pages), 'contained button variant', { limit: 2 });
    expect(hits.map((hit) => hit.path)).toEqual([
      '/ui/react-button.md',
      '/ui/react-button-group.md',
    ]);
    // "button group" names the group's whole title (and Button's), so the group comes first.
    expect(searchPages(buildSearchIndex(pages), 'button group', { limit: 1 })[0]?.path).toBe(
      '/ui/react-button-group.md',
    );
  });

  it('puts the page of the product the site lists first ahead of an equal one', () => {
    const twins = [
      page('/joy/react-button.md', 'Button', '# Button\n\nA button.', 'joy'),
      page('/material/react-button.md', 'Button', '# Button\n\nA button.', 'material'),
    ];
    const paths = (order: string[]) =>
      searchPages(buildSearchIndex(twins, order), 'button', { limit: 2 }).map((hit) => hit.path);
    expect(paths(['material', 'joy'])).toEqual([
      '/material/react-button.md',
      '/joy/react-button.md',
    ]);
    expect(paths(['joy', 'material'])).toEqual([
      '/joy/react-button.md',
      '/material/react-button.md',
    ]);
  });

  it('answers hostile queries with a result list, never a throw', () => {
    for (const query of ['.*(a+)+$', '\u0000\u0007', 'x'.repeat(10_000), '[[[', '🙂'.repeat(50)])
      expect(Array.isArray(searchPages(index, query, { limit: 5 }))).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from './__fixtures__/serveFixture.js';
import { parseLlmsTxt } from './parseLlmsTxt.js';

describe('parseLlmsTxt', () => {
  it('reads the root index: name, summary, versions and links by section', () => {
    const root = parseLlmsTxt(readFileSync(`${FIXTURE_SITE}/llms.txt`, 'utf8'));
    expect(root.title).toBe('Acme Docs');
    expect(root.summary).toMatch(/^Documentation for Acme UI/);
    expect(root.versions).toEqual(['Acme UI v2.3.0', 'Acme Charts v1.0.0-beta.2']);
    expect(root.version).toBeNull();
    expect(root.links.map((link) => [link.section, link.title])).toEqual([
      ['Products', 'Acme UI'],
      ['Products', 'Acme Charts'],
      ['Optional', 'Changelog'],
    ]);
    expect(root.links[0]).toMatchObject({
      href: 'https://docs.acme.test/ui/llms.txt',
      description: expect.stringMatching(/^Acme UI v2\.3\.0\. Acme UI is/),
    });
  });

  it('reads a product’s version up to its first full stop', () => {
    const ui = parseLlmsTxt(readFileSync(`${FIXTURE_SITE}/charts/llms.txt`, 'utf8'));
    expect(ui.version).toBe('Acme Charts v1.0.0-beta.2');
    expect(
      parseLlmsTxt('# X\n\nVersion documented: Experiments (no released version). More.').version,
    ).toBe('Experiments (no released version)');
  });

  it('reads escaped brackets in titles, links without a note, and skips code blocks', () => {
    const parsed = parseLlmsTxt(
      [
        '# Site',
        '- [A \\[beta\\] page](/a.md)',
        '* [B](<https://x.test/b.md> "title")',
        '```',
        '- [Not a link](/c.md): inside code',
        '```',
        '- not a link at all',
      ].join('\n'),
    );
    expect(parsed.links).toEqual([
      { title: 'A [beta] page', href: '/a.md', description: '', section: '' },
      { title: 'B', href: 'https://x.test/b.md', description: '', section: '' },
    ]);
  });

  it('copes with junk: no title, CRLF line ends, a very long line', () => {
    const parsed = parseLlmsTxt(`junk\r\n- [x](/x.md): y\r\n- [${'['.repeat(100_000)}\r\n`);
    expect(parsed.title).toBe('');
    expect(parsed.links).toHaveLength(1);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeToHtml } from 'shiki';
import { CODE_CLASSES, CODE_THEME } from './codeTheme';

const STYLES = readFileSync(join(import.meta.dirname, '../src/styles.css'), 'utf8');

/** The `--code-*` declarations of the first CSS block whose selector is `selector`. */
function codeColours(selector: string): Map<string, string> {
  const start = STYLES.indexOf(`${selector} {`);
  expect(start, `${selector} block in styles.css`).toBeGreaterThanOrEqual(0);
  const block = STYLES.slice(start, STYLES.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--code-[a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// Every variable the theme writes into the highlighted HTML.
const USED = [...new Set(JSON.stringify(CODE_THEME).match(/--code-[a-z-]+/g))].filter(
  (name) => !name.startsWith('--code-ansi-'),
);

describe.each([
  ['light', ':root'],
  ['dark', "[data-mui-color-scheme='dark']"],
])('code colours in the %s scheme', (_scheme, selector) => {
  const colours = codeColours(selector);

  it('defines every colour the code theme uses', () => {
    expect(USED.length).toBeGreaterThan(10);
    expect(USED.filter((name) => !colours.has(name))).toEqual([]);
  });

  it('gives every token at least 5:1 contrast on the code background', () => {
    const background = colours.get('--code-background')!;
    const low = [...colours]
      .filter(([name]) => name !== '--code-background')
      .filter(([, colour]) => contrast(colour, background) < 5);
    expect(low).toEqual([]);
  });
});

describe('CODE_CLASSES', () => {
  it('writes tokens as classes that styles.css colours, and no span for the block’s own colour', async () => {
    const html = await codeToHtml("const name = 'docs'; // a comment", {
      lang: 'tsx',
      theme: CODE_THEME,
      transformers: [CODE_CLASSES],
    });
    const line = html.slice(html.indexOf('<span class="line">'));
    expect(line).not.toMatch(/<span style=/);
    const classes = [...new Set([...line.matchAll(/class="(c-[a-z-]+)"/g)].map((m) => m[1]!))];
    expect(classes).toEqual(
      expect.arrayContaining(['c-token-keyword', 'c-token-string-expression', 'c-token-comment']),
    );
    // Every token colour the theme can write has its rule.
    const tokens = USED.filter((name) => name.startsWith('--code-token-'));
    for (const token of tokens) {
      expect(STYLES, token).toContain(`.c-${token.slice(7)} {\n  color: var(${token});\n}`);
    }
    expect(line).toContain('name');
  });
});

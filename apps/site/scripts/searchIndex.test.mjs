// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexedPart, startSearchIndex } from './searchIndex.mjs';

const dir = mkdtempSync(join(tmpdir(), 'docshell-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = `<!doctype html><html><head><style>.nav{}</style></head><body><nav>Nav words</nav>
<article data-pagefind-body data-pagefind-meta="title:Alert"><h1 id="alert">Alert</h1>
<p>An alert tells the reader something urgent.</p></article><footer>Footer</footer></body></html>`;

describe('indexedPart', () => {
  it('keeps the article alone, in a bare document', () => {
    const part = indexedPart(PAGE);
    expect(part).toContain('<article data-pagefind-body');
    expect(part).toContain('something urgent');
    expect(part).not.toMatch(/Nav words|Footer|<style/);
  });

  it('is undefined for a page without an article', () => {
    expect(indexedPart('<html><body><p>none</p></body></html>')).toBeUndefined();
  });
});

describe('startSearchIndex', () => {
  it('indexes pages as they come, names the ones without an article, and writes the index', async () => {
    const output = join(dir, 'pagefind');
    const index = await startSearchIndex(output);
    index.add('/joy-ui/alert', indexedPart(PAGE));
    index.add('/joy-ui/empty', indexedPart('<html><body></body></html>'));
    const { indexed, skipped, kilobytes } = await index.finish();
    expect(indexed).toBe(1);
    expect(skipped).toEqual(['/joy-ui/empty']);
    expect(kilobytes).toBeGreaterThan(0);
    expect(existsSync(join(output, 'pagefind.js'))).toBe(true);
    // Pagefind's own search UIs are not shipped.
    expect(readdirSync(output).filter((name) => /ui|highlight/.test(name))).toEqual([]);
  }, 20_000);
});

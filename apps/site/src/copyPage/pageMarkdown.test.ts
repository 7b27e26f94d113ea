import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMarkdown, pageSectionMarkdown } from './pageMarkdown';

const MARKDOWN = '# Title\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n';

function respond(body: string, init: ResponseInit = {}) {
  return vi.fn(
    async () =>
      new Response(body, {
        headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
        ...init,
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageMarkdown', () => {
  it("fetches the page's .md once and reuses it", async () => {
    const fetchMock = respond(MARKDOWN);
    vi.stubGlobal('fetch', fetchMock);
    expect(await pageMarkdown('/product/once')).toBe(MARKDOWN);
    expect(await pageMarkdown('/product/once/')).toBe(MARKDOWN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/product/once.md', {
      headers: { Accept: 'text/markdown' },
    });
  });

  it('rejects an error status or an HTML answer, and tries again next time', async () => {
    vi.stubGlobal('fetch', respond('missing', { status: 404 }));
    await expect(pageMarkdown('/product/missing')).rejects.toThrow(/404/);
    vi.stubGlobal(
      'fetch',
      respond('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(pageMarkdown('/product/missing')).rejects.toThrow(/html/);
    vi.stubGlobal('fetch', respond(MARKDOWN));
    await expect(pageMarkdown('/product/missing')).resolves.toBe(MARKDOWN);
  });
});

describe('pageSectionMarkdown', () => {
  it('returns one section, or rejects when the page has none of that name', async () => {
    vi.stubGlobal('fetch', respond(MARKDOWN));
    await expect(
      pageSectionMarkdown('/product/sections', { id: 'second', text: 'Second' }),
    ).resolves.toBe('## Second\n\nTwo.\n');
    await expect(
      pageSectionMarkdown('/product/sections', { id: 'third', text: 'Third' }),
    ).rejects.toThrow(/no section "Third"/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture } from './__fixtures__/serveFixture.js';
import type { FixtureServer } from './__fixtures__/serveFixture.js';
import { createUrlSource, siteOriginOf } from './createUrlSource.js';

describe('siteOriginOf', () => {
  it('takes a site origin, with or without its llms.txt', () => {
    expect(siteOriginOf('https://docs.acme.test')).toBe('https://docs.acme.test');
    expect(siteOriginOf('https://docs.acme.test/')).toBe('https://docs.acme.test');
    expect(siteOriginOf('https://docs.acme.test/llms.txt')).toBe('https://docs.acme.test');
  });

  it.each([
    ['not a url', /Not a URL/],
    ['ftp://docs.acme.test', /Only http and https/],
    ['https://user:pw@docs.acme.test', /user name or password/],
    ['https://docs.acme.test/ui/react-button', /Give the site's origin/],
  ])('refuses %s', (input, message) => {
    expect(() => siteOriginOf(input)).toThrow(message);
  });
});

describe('createUrlSource', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await serveFixture();
  });
  afterAll(() => server.close());

  it('fetches files of its own origin', async () => {
    const source = createUrlSource(server.origin);
    expect(source.origin).toBe(server.origin);
    expect(await source.readText('/llms.txt')).toMatch(/^# Acme Docs\n/);
    expect(await source.readText('/ui/api/button.md')).toContain('| `variant` |');
  });

  it('takes the single-page app’s HTML answer as not found', async () => {
    const source = createUrlSource(server.origin);
    await expect(source.readText('/ui/react-nothing.md')).rejects.toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining('it answered HTML'),
    });
  });

  it('follows a redirect within its origin and refuses one to another', async () => {
    const source = createUrlSource(server.origin);
    expect(await source.readText('/ui/moved.md')).toMatch(/^# Button/);
    await expect(source.readText('/ui/elsewhere.md')).rejects.toThrow(/another origin/);
  });

  it('refuses a body over the size limit without a content-length', async () => {
    const source = createUrlSource(server.origin, { maxFileBytes: 10_000 });
    await expect(source.readText('/ui/huge.md')).rejects.toThrow(/over the 10000-byte limit/);
  });

  it('reports a server error as unavailable', async () => {
    const source = createUrlSource(server.origin);
    await expect(source.readText('/ui/broken.md')).rejects.toMatchObject({
      kind: 'unavailable',
      message: `[docs-mcp] ${server.origin}/ui/broken.md answered 500.`,
    });
  });

  it('never requests a path outside the site or a file that is not Markdown or text', async () => {
    const source = createUrlSource(server.origin);
    const before = server.requests.length;
    for (const path of ['/../outside.md', '/%2e%2e/outside.md', '//evil.test/x.md', '/secret.json'])
      await expect(source.readText(path)).rejects.toMatchObject({ kind: 'refused' });
    expect(server.requests.length).toBe(before);
  });

  it('says unavailable when nothing answers', async () => {
    const source = createUrlSource('http://127.0.0.1:9', { timeoutMs: 2000 });
    await expect(source.readText('/llms.txt')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITE, serveFixture } from './__fixtures__/serveFixture.js';
import type { FixtureServer } from './__fixtures__/serveFixture.js';
import { createDocsMcpServer } from './createDocsMcpServer.js';
import { createFolderSource } from './createFolderSource.js';
import type { DocsSource } from './DocsSource.js';

async function connect(source: DocsSource | string) {
  const server = createDocsMcpServer(source, { onUnexpectedError: () => {} });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  const call = async (name: string, args: Record<string, unknown> = {}) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    return { ...result, text };
  };
  return { client, call, close: () => client.close() };
}

describe('createDocsMcpServer', () => {
  let docs: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    docs = await connect(FIXTURE_SITE);
  });
  afterAll(() => docs.close());

  it('names itself and offers the four tools, each with a description and an input schema', async () => {
    expect(docs.client.getServerVersion()?.name).toBe('docs-mcp');
    const { tools } = await docs.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_component_api',
      'get_page',
      'list_products',
      'search_docs',
    ]);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
  });

  describe('list_products', () => {
    it('lists each product with its id, version and llms.txt', async () => {
      const result = await docs.call('list_products');
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual({
        site: 'Acme Docs',
        products: [
          {
            id: 'ui',
            name: 'Acme UI',
            version: 'Acme UI v2.3.0',
            description:
              'Acme UI is a React component library with accessible buttons, fields and dialogs.',
            llmsTxt: 'https://docs.acme.test/ui/llms.txt',
          },
          {
            id: 'charts',
            name: 'Acme Charts',
            version: 'Acme Charts v1.0.0-beta.2',
            description: 'Acme Charts draws line and bar charts from plain arrays.',
            llmsTxt: 'https://docs.acme.test/charts/llms.txt',
          },
        ],
      });
      expect(result.text).toContain('- ui: Acme UI v2.3.0. Acme UI is a React component library');
    });
  });

  describe('search_docs', () => {
    it('ranks the Button page first for "button variant", with its version, URL and a snippet', async () => {
      const result = await docs.call('search_docs', { query: 'button variant' });
      expect(result.isError).toBeFalsy();
      const { results } = result.structuredContent as { results: Record<string, unknown>[] };
      expect(results[0]).toMatchObject({
        title: 'Button',
        product: 'ui',
        version: 'Acme UI v2.3.0',
        path: '/ui/react-button.md',
        url: 'https://docs.acme.test/ui/react-button.md',
        snippet: expect.stringMatching(/variant/i),
      });
      expect(results.map((hit) => hit.path)).toContain('/ui/api/button.md');
      expect(result.text).toMatch(
        /^Pages for "button variant":\n\n1\. Button \(Acme UI v2\.3\.0\)/,
      );
    });

    it('searches one product when asked, by id or name', async () => {
      for (const product of ['charts', 'Acme Charts']) {
        const result = await docs.call('search_docs', { query: 'series data', product });
        const { results } = result.structuredContent as { results: { product: string }[] };
        expect(results.length).toBeGreaterThan(0);
        expect(results.every((hit) => hit.product === 'charts')).toBe(true);
        expect(result.text).toContain('in Acme Charts v1.0.0-beta.2');
      }
    });

    it('finds the site’s own pages, naming every version', async () => {
      const result = await docs.call('search_docs', { query: 'changelog' });
      expect(result.text).toContain('Changelog (Acme UI v2.3.0, Acme Charts v1.0.0-beta.2)');
    });

    it('keeps to the limit', async () => {
      const result = await docs.call('search_docs', { query: 'acme', limit: 2 });
      expect((result.structuredContent as { results: unknown[] }).results).toHaveLength(2);
    });

    it('answers with an empty list when nothing matches', async () => {
      const result = await docs.call('search_docs', { query: 'zeppelin' });
      expect(result.isError).toBeFalsy();
      expect(result.text).toBe('No page matches "zeppelin". Try other words, or list_products.');
    });

    it.each([
      ['.*(a+)+$', false],
      ['<script>alert(1)</script>', false],
      ['button\u0000\u001b[31mvariant', false],
      ['%00%2e%2e/etc/passwd', false],
      ['!!! ??? ...', true],
      ['   ', true],
      ['x'.repeat(501), true],
      ['x'.repeat(1_000_000), true],
    ])('answers the hostile query %#, never crashing', async (query, isError) => {
      const result = await docs.call('search_docs', { query });
      expect(Boolean(result.isError)).toBe(isError);
      if (isError) expect(result.text).toMatch(/no words|empty|longer than 500|Input validation/);
    });

    it('refuses an unknown product and bad arguments with a clear message', async () => {
      const unknown = await docs.call('search_docs', { query: 'button', product: 'nope' });
      expect(unknown).toMatchObject({ isError: true });
      expect(unknown.text).toBe(
        '[docs-mcp] Unknown product "nope". Products: ui (Acme UI), charts (Acme Charts).',
      );
      const badLimit = await docs.call('search_docs', { query: 'button', limit: 1000 });
      expect(badLimit).toMatchObject({ isError: true });
      expect(badLimit.text).toMatch(/limit/);
      const noQuery = await docs.call('search_docs', {});
      expect(noQuery).toMatchObject({ isError: true });
      expect(noQuery.text).toMatch(/query/);
    });
  });

  describe('get_page', () => {
    it.each([
      '/ui/react-button',
      '/ui/react-button.md',
      'ui/react-button/',
      'https://docs.acme.test/ui/react-button',
      'https://docs.acme.test/ui/react-button.md#variants',
    ])('reads %s as the Button page’s Markdown, naming its version', async (path) => {
      const result = await docs.call('get_page', { path });
      expect(result.isError).toBeFalsy();
      expect(result.content).toHaveLength(2);
      expect(result.content[0]).toEqual({
        type: 'text',
        text: 'Documents Acme UI v2.3.0. Source: https://docs.acme.test/ui/react-button.md',
      });
      expect(result.content[1]).toMatchObject({ text: expect.stringMatching(/^# Button\n/) });
    });

    it('reads the home page and the site’s own pages with every version', async () => {
      const home = await docs.call('get_page', { path: '/' });
      expect(home.text).toMatch(
        /^Documents Acme UI v2\.3\.0, Acme Charts v1\.0\.0-beta\.2\. Source: https:\/\/docs\.acme\.test\/index\.md\n# Acme Docs/,
      );
    });

    it('says so for a page that does not exist, also one llms.txt lists', async () => {
      for (const path of ['/ui/react-nothing', '/ui/react-date-field']) {
        const result = await docs.call('get_page', { path });
        expect(result).toMatchObject({ isError: true });
        expect(result.text).toMatch(
          /^\[docs-mcp\] No page \/ui\/react-(nothing|date-field)\.md on site\. Use search_docs/,
        );
      }
    });

    it.each([
      '../outside',
      '/../outside.md',
      '/ui/../../outside',
      '/%2e%2e/outside',
      '/%252e%252e/outside',
      '..%2f..%2foutside',
      '/ui/..\\..\\outside',
      '/ui/react-button\u0000.md',
      'https://evil.test/ui/react-button',
      'file:///etc/passwd',
      '//evil.test/outside',
      '/secret.json',
    ])('refuses %s with a clear error and never returns a file outside the site', async (path) => {
      const result = await docs.call('get_page', { path });
      expect(result).toMatchObject({ isError: true });
      expect(result.text).toMatch(/^\[docs-mcp\] (Refused|The page path|No page)/);
      expect(result.text).not.toContain('SECRET-OUTSIDE-THE-SITE');
      expect(result.text).not.toContain('Not Markdown');
    });
  });

  describe('get_component_api', () => {
    it('answers the component’s props table through the product’s llms.txt, with the version', async () => {
      const result = await docs.call('get_component_api', { component: 'Button', product: 'ui' });
      expect(result.isError).toBeFalsy();
      expect(result.content[0]).toEqual({
        type: 'text',
        text: 'Button API: documents Acme UI v2.3.0. Source: https://docs.acme.test/ui/api/button.md',
      });
      expect(result.text).toMatch(/^\| `variant` \| `'text' \\\| 'outlined' \\\| 'contained'` \|/m);
    });

    it.each([
      'TextField',
      'text-field',
      'textfield',
      '<TextField />',
      '@acme/ui/TextField',
      'TextField API',
    ])('finds the TextField API page from %s', async (component) => {
      const result = await docs.call('get_component_api', { component, product: 'Acme UI' });
      expect(result.isError).toBeFalsy();
      expect(result.text).toContain('# TextField API');
    });

    it('names the components it knows when one is unknown, and the products for an unknown product', async () => {
      const component = await docs.call('get_component_api', {
        component: 'Sliderr',
        product: 'ui',
      });
      expect(component).toMatchObject({ isError: true });
      expect(component.text).toBe(
        '[docs-mcp] No API page for "Sliderr" in Acme UI v2.3.0. Components with one: Button, TextField.',
      );
      const product = await docs.call('get_component_api', {
        component: 'Button',
        product: 'acme',
      });
      expect(product).toMatchObject({ isError: true });
      expect(product.text).toMatch(/^\[docs-mcp\] Unknown product "acme"\. Products: ui/);
      const missing = await docs.call('get_component_api', { component: 'Button' });
      expect(missing).toMatchObject({ isError: true });
    });

    it.each(['.*', '(a+)+$', '\u0000', '../../outside', 'x'.repeat(201), '   '])(
      'answers the hostile component name %# with a clear error',
      async (component) => {
        const result = await docs.call('get_component_api', { component, product: 'ui' });
        expect(result).toMatchObject({ isError: true });
        expect(result.text).toMatch(/No API page for|longer than 200|is empty/);
      },
    );
  });
});

describe('createDocsMcpServer over a URL', () => {
  let site: FixtureServer;
  let docs: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    site = await serveFixture();
    docs = await connect(site.origin);
  });
  afterAll(async () => {
    await docs.close();
    await site.close();
  });

  it('answers every tool from the served site, with URLs on the origin it reads', async () => {
    const products = await docs.call('list_products');
    expect(products.text).toContain(`(pages: ${site.origin}/ui/llms.txt)`);
    const search = await docs.call('search_docs', { query: 'button variant' });
    expect((search.structuredContent as { results: { url: string }[] }).results[0]?.url).toBe(
      `${site.origin}/ui/react-button.md`,
    );
    const api = await docs.call('get_component_api', { component: 'LineChart', product: 'charts' });
    expect(api.text).toContain('Acme Charts v1.0.0-beta.2');
    expect(api.text).toContain('| `series` |');
  });

  it('accepts full URLs on its own origin and on the site’s production origin', async () => {
    for (const url of [`${site.origin}/ui/react-button`, 'https://docs.acme.test/ui/react-button'])
      expect((await docs.call('get_page', { path: url })).text).toContain('# Button');
  });

  it('says not found where the site answers with its HTML shell, and refuses other origins', async () => {
    const missing = await docs.call('get_page', { path: '/ui/react-nothing' });
    expect(missing.text).toMatch(
      /^\[docs-mcp\] No page \/ui\/react-nothing\.md on http:\/\/127\.0\.0\.1:/,
    );
    const other = await docs.call('get_page', { path: 'http://127.0.0.1:9/ui/react-button' });
    expect(other).toMatchObject({ isError: true });
    expect(other.text).toMatch(/only pages of this site can be read/);
    expect(site.requests.some((request) => request.includes('..'))).toBe(false);
  });
});

describe('createDocsMcpServer with a broken source', () => {
  it('says when the site has no llms.txt', async () => {
    const docs = await connect(
      new URL('./__fixtures__/site/charts/api/', import.meta.url).pathname,
    );
    const result = await docs.call('list_products');
    expect(result).toMatchObject({ isError: true });
    expect(result.text).toMatch(/^\[docs-mcp\] api has no \/llms\.txt/);
    await docs.close();
  });

  it('hides an unexpected error’s details from the client and reports it', async () => {
    const onUnexpectedError = vi.fn();
    const folder = createFolderSource(FIXTURE_SITE);
    const source: DocsSource = {
      ...folder,
      readText: async () => {
        throw new Error('EACCES: /home/someone/private');
      },
    };
    const server = createDocsMcpServer(source, { onUnexpectedError });
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 't', version: '1' });
    await Promise.all([server.connect(a), client.connect(b)]);
    const result = (await client.callTool({ name: 'list_products' })) as CallToolResult;
    expect(result).toMatchObject({ isError: true });
    expect(JSON.stringify(result.content)).not.toContain('/home/someone');
    expect(onUnexpectedError).toHaveBeenCalledOnce();
    await client.close();
  });
});

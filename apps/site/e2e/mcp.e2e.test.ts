// docs-mcp against the real site: the package's bin, started over stdio as an MCP client would,
// reads the built dist/ and the served site. Search finds the Button page first, the Button API
// has its props table, every answer names Material UI's version, and nothing outside the site is
// read. No browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { distDir } from './siteFiles';

const baseURL = inject('baseURL');
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@docshell/docs-mcp/package.json'));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const bin = join(packageDir, manifest.bin['docs-mcp']);

const rootLlmsTxt = readFileSync(join(distDir, 'llms.txt'), 'utf8');
/** The version the site's llms.txt states for Material UI (`Material UI v6.1.1`). */
const materialVersion = /Material UI v\d[^,]*/.exec(rootLlmsTxt)![0];
/** The production origin the built files link to: URLs from the dist/ folder point there. */
const productionOrigin = new URL(
  /\]\((https?:\/\/[^)]+)\/material-ui\/llms\.txt\)/.exec(rootLlmsTxt)![1]!,
).origin;

async function startServer(source: string) {
  const client = new Client({ name: 'site-e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [bin, source], stderr: 'ignore' }),
  );
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    return { ...result, text };
  };
  return { client, call };
}

const sources = [
  { name: 'the built dist/ folder', source: () => distDir, origin: () => productionOrigin },
  { name: 'the served site', source: () => baseURL, origin: () => baseURL },
];

describe.each(sources)('docs-mcp over $name', ({ source, origin }) => {
  let docs: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    docs = await startServer(source());
  });
  afterAll(() => docs?.client.close());

  // In Material UI's own words ("contained" is its variant; Joy UI's Button page, which matches
  // "button variant" as well, says "solid"). Material UI's Button comes first: its guide or its
  // generated API page, which both explain the variants.
  it('ranks Material UI’s Button first for "contained button variant", naming the version', async () => {
    const result = await docs.call('search_docs', { query: 'contained button variant' });
    expect(result.isError).toBeFalsy();
    const { results } = result.structuredContent as {
      results: { path: string; url: string; version: string }[];
    };
    expect(results[0]!.path).toMatch(/^\/material-ui\/(react-button|api\/button)\.md$/);
    expect(results[0]!.version).toBe(materialVersion);
    expect(results[0]!.url).toBe(`${origin()}${results[0]!.path}`);
  });

  it('answers Button’s API with the props table, through the product’s llms.txt', async () => {
    const result = await docs.call('get_component_api', {
      component: 'Button',
      product: 'material-ui',
    });
    expect(result.isError).toBeFalsy();
    expect(result.text).toContain(`Button API: documents ${materialVersion}.`);
    expect(result.text).toMatch(/^\| `variant` \| `.*'text' \\\| 'outlined'.*\| `'text'` \|/m);
  });

  it('reads a page by its path, and says so for one that does not exist', async () => {
    const page = await docs.call('get_page', { path: '/material-ui/react-button' });
    expect(page.text).toMatch(
      new RegExp(`^Documents ${materialVersion}\\. Source: .*\\n# Button\\n`),
    );
    const missing = await docs.call('get_page', { path: '/material-ui/react-nothing' });
    expect(missing).toMatchObject({ isError: true });
    expect(missing.text).toMatch(/^\[docs-mcp\] No page \/material-ui\/react-nothing\.md on /);
  });

  it.each([
    '../package.json',
    '/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/material-ui/..%2f..%2f..%2fpackage.json',
    'https://example.org/material-ui/react-button',
    '\\..\\..\\package.json',
  ])('refuses %s, a path outside the site, with a clear error', async (path) => {
    const result = await docs.call('get_page', { path });
    expect(result).toMatchObject({ isError: true });
    expect(result.text).toMatch(/^\[docs-mcp\] (Refused|No page)/);
    expect(result.text).not.toContain('"name": "@docshell/site"');
  });

  it('names the products and their versions, and errors clearly for an unknown one', async () => {
    const products = await docs.call('list_products', {});
    expect(products.text).toContain(`- material-ui: ${materialVersion}.`);
    const unknown = await docs.call('get_component_api', { component: 'Button', product: 'nope' });
    expect(unknown).toMatchObject({ isError: true });
    expect(unknown.text).toMatch(/^\[docs-mcp\] Unknown product "nope"\. Products: material-ui/);
  });
});

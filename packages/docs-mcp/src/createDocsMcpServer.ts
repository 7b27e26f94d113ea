// The MCP server: four tools over a docs site's llms.txt files and Markdown pages. Every answer
// names the version it documents; every failure is a tool result with `isError: true` and a
// message the model can act on.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  DEFAULT_RESULTS,
  MAX_NAME_CHARS,
  MAX_PATH_CHARS,
  MAX_QUERY_CHARS,
  MAX_RESULTS,
  SERVER_NAME,
} from './constants.js';
import { createSource } from './createSource.js';
import { createSiteSearch } from './createSiteSearch.js';
import { DocsCatalog } from './DocsCatalog.js';
import type { DocsProduct } from './DocsCatalog.js';
import type { DocsSource } from './DocsSource.js';
import { DocsError, isDocsError } from './errors.js';
import { queryTerms } from './searchIndex.js';
import { quote } from './sitePath.js';

declare const __DOCS_MCP_VERSION__: string | undefined;

/** The package's version, written in at build time. */
export const DOCS_MCP_VERSION =
  typeof __DOCS_MCP_VERSION__ === 'string' ? __DOCS_MCP_VERSION__ : '0.0.0-dev';

export interface DocsMcpServerOptions {
  /** Told about errors that are not the client's (a bug or an unreadable file); default: stderr. */
  onUnexpectedError?: (error: unknown) => void;
}

const text = (value: string) => ({ type: 'text' as const, text: value });
const toolError = (message: string): CallToolResult => ({
  content: [text(message)],
  isError: true,
});
const nonBlank = (what: string, max: number) =>
  z
    .string()
    .max(max, `${what} is longer than ${max} characters`)
    .refine((value) => value.trim().length > 0, `${what} is empty`);

const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  llmsTxt: z.string(),
});

const resultSchema = z.object({
  title: z.string(),
  product: z.string().nullable(),
  version: z.string(),
  path: z.string(),
  url: z.string(),
  snippet: z.string(),
  score: z.number(),
});

/**
 * An MCP server over a docs site. `source` is a DocsSource, a site URL (`https://example.com`) or
 * a folder (`apps/site/dist`). Connect it to any transport: `await server.connect(transport)`.
 */
export function createDocsMcpServer(
  source: DocsSource | string,
  options: DocsMcpServerOptions = {},
): McpServer {
  const docsSource = typeof source === 'string' ? createSource(source) : source;
  const catalog = new DocsCatalog(docsSource);
  const siteSearch = createSiteSearch(catalog);
  const onUnexpectedError =
    options.onUnexpectedError ?? ((error: unknown) => console.error(`[${SERVER_NAME}]`, error));

  /** Runs a tool; DocsErrors become their message, anything else a generic one. */
  const guarded =
    <A>(run: (args: A) => Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await run(args);
      } catch (error) {
        if (isDocsError(error)) return toolError(error.message);
        onUnexpectedError(error);
        return toolError(`[${SERVER_NAME}] Could not answer: an unexpected error occurred.`);
      }
    };

  const versionOf = (product: DocsProduct) =>
    product.version ?? `${product.name} (version not stated by the site)`;

  const server = new McpServer(
    { name: SERVER_NAME, version: DOCS_MCP_VERSION },
    {
      instructions: `Documentation of ${docsSource.label}, read from its llms.txt files and Markdown pages. Start with search_docs or list_products; read a page with get_page and a component's props with get_component_api. Each answer names the version it documents: prefer it over what you remember.`,
    },
  );

  server.registerTool(
    'list_products',
    {
      title: 'List products',
      description:
        'The products this documentation site covers, each with its id (use it as `product` in the other tools), the version documented and a description.',
      outputSchema: { site: z.string(), products: z.array(productSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async () => {
      const site = await catalog.site();
      const products = await catalog.products();
      const listed = await Promise.all(
        products.map(async (product) => ({
          id: product.id,
          name: product.name,
          version: versionOf(product),
          // The root llms.txt starts each note with the version, which has its own field.
          description: product.description.startsWith(`${product.version}. `)
            ? product.description.slice(`${product.version}. `.length)
            : product.description,
          llmsTxt: await catalog.urlOf(product.llmsTxtPath),
        })),
      );
      const lines = [
        `# ${site.name}: ${listed.length} products`,
        '',
        ...listed.map(
          (product) =>
            `- ${product.id}: ${product.version}. ${product.description} (pages: ${product.llmsTxt})`,
        ),
      ];
      return {
        content: [text(lines.join('\n'))],
        structuredContent: { site: site.name, products: listed },
      };
    }),
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search over every page of the site (built locally from its Markdown, works offline). Returns the best pages with title, Markdown URL, product, version documented and a short snippet; read one with get_page.',
      inputSchema: {
        query: nonBlank('The query', MAX_QUERY_CHARS).describe(
          'Words to look for, e.g. "button variant"',
        ),
        product: z
          .string()
          .max(MAX_NAME_CHARS)
          .optional()
          .describe('Only this product (an id from list_products, e.g. "material-ui")'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many pages (default ${DEFAULT_RESULTS}, at most ${MAX_RESULTS})`),
      },
      outputSchema: {
        query: z.string(),
        product: z.string().nullable(),
        results: z.array(resultSchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ query, product, limit }) => {
      if (queryTerms(query).length === 0)
        throw new DocsError('invalid', `The query ${quote(query)} has no words to search for.`);
      const inProduct = product?.trim() ? await catalog.findProduct(product) : null;
      const hits = await siteSearch.search(query, {
        product: inProduct ? inProduct.id : undefined,
        limit: limit ?? DEFAULT_RESULTS,
      });
      const site = await catalog.site();
      const results = await Promise.all(
        hits.map(async (hit) => {
          const owner = hit.product
            ? (site.products.find((candidate) => candidate.id === hit.product) ?? null)
            : null;
          return {
            title: hit.title,
            product: hit.product,
            version: await catalog.versionLabel(owner),
            path: hit.path,
            url: await catalog.urlOf(hit.path),
            snippet: hit.snippet,
            score: hit.score,
          };
        }),
      );
      const scope = inProduct ? ` in ${versionOf(inProduct)}` : '';
      const lines = results.length
        ? [
            `Pages for ${quote(query)}${scope}:`,
            ...results.flatMap((result, at) => [
              '',
              `${at + 1}. ${result.title} (${result.version})`,
              `   ${result.url}`,
              `   ${result.snippet}`,
            ]),
          ]
        : [`No page matches ${quote(query)}${scope}. Try other words, or list_products.`];
      return {
        content: [text(lines.join('\n'))],
        structuredContent: { query, product: inProduct?.id ?? null, results },
      };
    }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a page',
      description:
        'A documentation page as Markdown (with its demos’ source and API tables), from its path (`/material-ui/react-button`), its `.md` path or a full URL on this site.',
      inputSchema: {
        path: nonBlank('The path', MAX_PATH_CHARS).describe(
          'The page: /material-ui/react-button, /material-ui/react-button.md or its full URL',
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ path }) => {
      const page = await catalog.readPage(path);
      return {
        content: [text(`Documents ${page.versionLabel}. Source: ${page.url}`), text(page.markdown)],
      };
    }),
  );

  server.registerTool(
    'get_component_api',
    {
      title: 'Get a component’s API',
      description:
        "A component's API reference as Markdown (import, props with type, default and description), found through the product's llms.txt.",
      inputSchema: {
        component: nonBlank('The component', MAX_NAME_CHARS).describe(
          'The component, e.g. "Button", "AppBar" or "app-bar"',
        ),
        product: nonBlank('The product', MAX_NAME_CHARS).describe(
          'Its product: an id from list_products, e.g. "material-ui"',
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ component, product }) => {
      const owner = await catalog.findProduct(product);
      const api = await catalog.findComponentApi(component, owner);
      const page = await catalog.readPage(api.path);
      return {
        content: [
          text(`${api.title}: documents ${page.versionLabel}. Source: ${page.url}`),
          text(page.markdown),
        ],
      };
    }),
  );

  return server;
}

// Where the Markdown copies and the llms.txt files of the site live: one rule, used by the
// prerender (which writes them), each page's <link rel="alternate">, the llms.txt indexes and the
// tests.

/** No Markdown file the build writes is longer (the agent-friendly-docs guidance). */
export const MARKDOWN_MAX_CHARS = 50_000;

/** The site's index for AI tools (llmstxt.org). */
export const ROOT_LLMS_TXT = '/llms.txt';

/**
 * The Markdown copy of a page: `/material-ui/react-button` → `/material-ui/react-button.md`,
 * the home page → `/index.md`. A trailing slash is ignored (`/a/b/` is the page `/a/b`).
 */
export function markdownPathOf(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** A product's index: `/material-ui` → `/material-ui/llms.txt`. */
export function llmsTxtPathOf(productPrefix: string): string {
  return `${productPrefix.replace(/\/+$/, '')}/llms.txt`;
}

/** A product's pages' Markdown in one file: `/material-ui` → `/material-ui/llms-full.txt`. */
export function llmsFullTxtPathOf(productPrefix: string): string {
  return `${productPrefix.replace(/\/+$/, '')}/llms-full.txt`;
}

/**
 * One section's index, for a product too large for one llms.txt: `/x` + `data-grid` →
 * `/x/llms-data-grid.txt`, beside the product's llms.txt and llms-full.txt.
 */
export function llmsSectionTxtPathOf(productPrefix: string, sectionSlug: string): string {
  return `${productPrefix.replace(/\/+$/, '')}/llms-${sectionSlug}.txt`;
}

/** Where an oversized page links one demo's source: `/a/b` + `Name` → `/a/b/demos/Name.md`. */
export function demoMarkdownPathOf(pagePath: string, demoName: string): string {
  return markdownPathOf(`${pagePath.replace(/\/+$/, '')}/demos/${demoName}`);
}

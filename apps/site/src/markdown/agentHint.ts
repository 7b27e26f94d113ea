// The line a page's HTML carries for agents that read the HTML rather than its Markdown copy,
// hidden from sight. scripts/pageHtml.mjs writes it outside the React root, so hydration never
// sees it (no mismatch) and it adds no JavaScript; it is positioned out of the flow (no layout
// shift). The head's <link rel="alternate"> is one of the page's head tags (layout/documentHead.ts).
import { productSummaryForPath } from '../products';
import { visuallyHidden } from '../layout/visuallyHidden';
import { llmsTxtPathOf, markdownPathOf, ROOT_LLMS_TXT } from './markdownPath';

/** The site's visually-hidden style as a style attribute. */
export function visuallyHiddenStyle(): string {
  return Object.entries(visuallyHidden)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** The hidden line's text: where the page's Markdown copy and the llms.txt indexes are. */
export function agentHintText(pagePath: string): string {
  const product = productSummaryForPath(pagePath);
  const productIndex = product ? ` and ${llmsTxtPathOf(product.prefix)} (${product.name})` : '';
  return `For AI agents: this page is available as Markdown at ${markdownPathOf(pagePath)}; ${ROOT_LLMS_TXT}${productIndex} list the documentation's pages as Markdown.`;
}

// What a page's HTML says about its Markdown copy, for agents that read the HTML: a
// <link rel="alternate"> in the head, and a line in the body hidden from sight. Both are written
// by the prerender outside the React root, so hydration never sees them (no mismatch) and they add
// no JavaScript; the line is positioned out of the flow (no layout shift).
import { productSummaryForPath } from '../products';
import { visuallyHidden } from '../layout/visuallyHidden';
import { llmsTxtPathOf, markdownPathOf, ROOT_LLMS_TXT } from './markdownPath';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's visually-hidden style as a style attribute. */
export function visuallyHiddenStyle(): string {
  return Object.entries(visuallyHidden)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** `<link rel="alternate" type="text/markdown">` naming the page's Markdown copy. */
export function markdownLinkTag(pagePath: string): string {
  return `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownPathOf(pagePath))}" />`;
}

/**
 * The hidden line for agents. `aria-hidden`: screen reader users would hear it on every page, and
 * it holds no link, so nothing invisible takes focus.
 */
export function agentHintHtml(pagePath: string): string {
  const product = productSummaryForPath(pagePath);
  const productIndex = product ? ` and ${llmsTxtPathOf(product.prefix)} (${product.name})` : '';
  const line = `For AI agents: this page is available as Markdown at ${markdownPathOf(pagePath)}; ${ROOT_LLMS_TXT}${productIndex} list the documentation's pages as Markdown.`;
  return `<p data-agent-hint aria-hidden="true" style="${visuallyHiddenStyle()}">${escapeHtml(line)}</p>`;
}

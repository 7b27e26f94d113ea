// Pure helpers that turn a render result into a page: the <head> tags and the filled template.

/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SITE_NAME = 'docshell';

/**
 * The page's head tags. `markdownPath`: the page's Markdown copy, named by a
 * `<link rel="alternate">` (none for the 404 page).
 */
export function buildHead({ title, description, url, origin, styles, productMeta, markdownPath }) {
  const fullTitle = title === SITE_NAME ? title : `${title} - ${SITE_NAME}`;
  const canonical = `${origin}${url === '/' ? '/' : url}`;
  const tags = [
    ...(markdownPath
      ? [`<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownPath)}" />`]
      : []),
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (productMeta) {
    tags.push(
      `<meta name="docshell:productId" content="${escapeHtml(productMeta.productId)}" />`,
      `<meta name="docshell:productCategoryId" content="${escapeHtml(productMeta.productCategoryId)}" />`,
    );
  }
  return `${tags.join('\n    ')}\n    ${styles}`;
}

/**
 * The line for agents that read a page's HTML (src/markdown/agentHint.ts), hidden from sight.
 * `aria-hidden`: screen reader users would hear it on every page, and it holds no link, so nothing
 * invisible takes focus.
 */
export function agentHintHtml(text, style) {
  return `<p data-agent-hint aria-hidden="true" style="${escapeHtml(style)}">${escapeHtml(text)}</p>`;
}

/**
 * The chunk of an MDX page, from Vite's client manifest (keyed by source file), as the path the
 * page's root names (src/hydration/prerenderedRoot.ts); undefined for a page without one.
 */
export function pageChunkFor(manifest, sourceFile) {
  const file = sourceFile && manifest[sourceFile]?.file;
  return file ? `/${file}` : undefined;
}

export function buildPage(template, { head, html, url, bodyStart = '', pageChunk }) {
  const chunk = pageChunk ? ` data-page-chunk="${escapeHtml(pageChunk)}"` : '';
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-body-start-->', () => bodyStart)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-route="${escapeHtml(url)}"${chunk}>${html}</div>`,
    );
}

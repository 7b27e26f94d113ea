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

export function buildHead({ title, description, url, origin, styles, productMeta }) {
  const fullTitle = title === SITE_NAME ? title : `${title} - ${SITE_NAME}`;
  const canonical = `${origin}${url === '/' ? '/' : url}`;
  const tags = [
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

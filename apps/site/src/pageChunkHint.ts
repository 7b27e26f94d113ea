// The prerendered page names the chunk of its own MDX page on its root element, so the first
// load imports it straight away instead of first loading the product's list of page chunks (with
// 1,000 pages, mostly uncompressible hashes) to look it up.

export const PAGE_CHUNK_ATTRIBUTE = 'data-page-chunk';

/** One of the build's own hashed chunks, from the site's root: nothing else is ever imported. */
const OWN_CHUNK = /^\/assets\/[\w-]+\.js$/;

/** The attribute's value for a chunk file of Vite's manifest (`assets/x-1a2b3c4d.js`). */
export function pageChunkPath(manifestFile: string): string {
  return `/${manifestFile}`;
}

/** The chunk the root names, when it is one of the build's chunks; undefined otherwise. */
export function readPageChunkHint(root: Element): string | undefined {
  const path = root.getAttribute(PAGE_CHUNK_ATTRIBUTE);
  return path !== null && OWN_CHUNK.test(path) ? path : undefined;
}

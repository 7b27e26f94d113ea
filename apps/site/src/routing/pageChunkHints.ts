type ChunkLoader = () => Promise<unknown>;

// The chunk the prerendered HTML names for its own page (src/hydration/prerenderedRoot.ts).
const hinted = new Map<string, ChunkLoader>();

/**
 * The first page's own chunk, named by its HTML: an MDX page's module (./pageContent.ts) or an API
 * page's data (src/api/apiComponents.ts). Imported at once, next to the product's tree, instead of
 * after the product's list of page chunks or its API pages' map of chunks.
 */
export function hintPageChunk(pathname: string, load: ChunkLoader): void {
  hinted.set(pathname, load);
}

/** The hint for `pathname`, once: later loads of the page go the usual way. */
export function takePageChunkHint(pathname: string): ChunkLoader | undefined {
  const load = hinted.get(pathname);
  hinted.delete(pathname);
  return load;
}

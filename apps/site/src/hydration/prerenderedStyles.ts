import type { EmotionCache } from '@emotion/cache';

/**
 * The attribute the prerender gives the style tag of a page's component styles, in place of
 * emotion's own `data-emotion="css …"`. Emotion moves the tags it finds under its own attribute
 * to the end of <head> as it starts, and again as it takes them over: each move takes a
 * stylesheet out of the page and puts it back, and the browser restyles every element (on the
 * button page a 20–30 ms restyle at 4× CPU slowdown, between start-up and hydration). Under this
 * attribute the tag stays where the page delivered it; the client only learns which styles it
 * holds (adoptPrerenderedStyles). Global styles keep emotion's attribute: its Global component
 * looks for them by it, and still moves each once as it takes it over (one restyle, at the end
 * of hydration).
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-emotion';

/**
 * The styles a page's render composed into others and never used alone: a component styled on
 * top of another styled component (MUI's AppBar on its Paper, say) has its own layer of styles,
 * which emotion inserts as a class of its own although no element carries it; the element gets
 * one class for both layers. The prerender ships only classes that elements carry; the client,
 * told nothing of these, compiled and inserted each of them while hydrating (about a hundred
 * unused rules on a component page). Named on the same tag, they are marked as inserted.
 */
export const COMPOSED_STYLES_ATTRIBUTE = 'data-composed-emotion';

/** What emotion's extractCriticalToChunks returns for each style tag. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The styles a render inserted that no shipped chunk carries: registered (a component's styles,
 * where global styles never are) but on no element, so composed into another class.
 */
export function composedStyleIds(
  cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>,
  chunks: readonly StyleChunk[],
): string[] {
  const shipped = new Set(chunks.flatMap((chunk) => chunk.ids));
  return Object.keys(cache.inserted).filter(
    (id) => !shipped.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
}

/**
 * The page's style tags (emotion's constructStyleTagsFromChunks, but see the attributes above):
 * `composedIds` are the styles of the render that no shipped class carries alone.
 */
export function prerenderedStyleTags(
  cacheKey: string,
  chunks: readonly StyleChunk[],
  composedIds: readonly string[] = [],
): string {
  const composed = composedIds.length
    ? ` ${COMPOSED_STYLES_ATTRIBUTE}="${composedIds.join(' ')}"`
    : '';
  return chunks
    .map(({ key, ids, css }) => {
      const value = [key, ...ids].join(' ');
      // `data-s`: emotion's mark for a tag already moved out of the way, so it moves it no more.
      const attributes =
        key === cacheKey
          ? `${PRERENDERED_STYLES_ATTRIBUTE}="${value}"${composed}`
          : `data-emotion="${value}" data-s=""`;
      return `<style ${attributes}>${css}</style>`;
    })
    .join('');
}

/**
 * Tells the cache which styles the page's prerendered tags already hold (and which it composed
 * into those), so emotion inserts none of them again and leaves the tags where they are.
 */
export function adoptPrerenderedStyles(cache: EmotionCache, doc: Document): void {
  for (const tag of doc.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    const composed = tag.getAttribute(COMPOSED_STYLES_ATTRIBUTE)?.split(' ') ?? [];
    for (const id of [...ids, ...composed]) if (id) cache.inserted[id] = true;
  }
}

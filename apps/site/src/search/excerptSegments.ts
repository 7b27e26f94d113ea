/** A run of excerpt text, highlighted where it matched the query. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const MARK_OPEN = '<mark>';
const MARK_CLOSE = '</mark>';
// Pagefind 1.x escapes `<` and `>` of the page text in excerpts and nothing else, so only these
// two are decoded: a literal `&amp;` in the page stays as typed.
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>' };
const ENTITY_PATTERN = /&lt;|&gt;/g;
const TAG_PATTERN = /<\/?[a-zA-Z][^>]*>/g;

function decode(text: string): string {
  // Any tag other than <mark> should not be there; it is dropped rather than shown or rendered.
  return text.replace(TAG_PATTERN, '').replace(ENTITY_PATTERN, (entity) => ENTITIES[entity]!);
}

function push(segments: ExcerptSegment[], raw: string, marked: boolean) {
  const text = decode(raw);
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.marked === marked) last.text += text;
  else segments.push({ text, marked });
}

/**
 * Splits a Pagefind excerpt (text with `<mark>` around matches) into plain-text segments, so the
 * dialog renders them as React text and never as HTML. Unbalanced marks end at the next close or
 * at the end of the excerpt.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const source = typeof excerpt === 'string' ? excerpt : '';
  const lower = source.toLowerCase();
  let marked = false;
  let position = 0;
  while (position < source.length) {
    const next = lower.indexOf(marked ? MARK_CLOSE : MARK_OPEN, position);
    if (next === -1) {
      push(segments, source.slice(position), marked);
      break;
    }
    push(segments, source.slice(position, next), marked);
    position = next + (marked ? MARK_CLOSE.length : MARK_OPEN.length);
    marked = !marked;
  }
  return segments;
}

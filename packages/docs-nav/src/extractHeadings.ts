/** A heading the table of contents lists. */
export interface TocHeading {
  id: string;
  text: string;
  /** 2 for `h2`, 3 for `h3`. */
  level: number;
}

export interface TocEntry extends TocHeading {
  /** The `h3`s under an `h2`. */
  children: TocHeading[];
}

/**
 * The `h2` and `h3` headings with an id inside `root`, in document order. Text is the heading's
 * text content, trimmed; headings without text are skipped.
 */
export function extractHeadings(root: ParentNode): TocHeading[] {
  const headings: TocHeading[] = [];
  root.querySelectorAll('h2[id], h3[id]').forEach((element) => {
    const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (!element.id || !text) return;
    headings.push({ id: element.id, text, level: element.tagName === 'H2' ? 2 : 3 });
  });
  return headings;
}

/**
 * Groups level-3 headings under the level-2 heading before them. Levels outside 2-3 are ignored;
 * an `h3` before any `h2` becomes a top-level entry.
 */
export function nestHeadings(headings: readonly TocHeading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries[entries.length - 1];
    if (heading.level === 3 && parent && parent.level === 2) parent.children.push(heading);
    else if (heading.level === 2 || heading.level === 3) entries.push({ ...heading, children: [] });
  }
  return entries;
}

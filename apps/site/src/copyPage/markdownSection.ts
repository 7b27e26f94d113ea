// Finds one h2 section in a page's Markdown copy (src/markdown/), for "Copy section". Pure: the
// browser code that fetches the page and writes the clipboard is in pageMarkdown.ts.

/** The heading on the page: its id (from rehype-slug, or a fixed one) and its text. */
export interface SectionHeading {
  id?: string;
  text: string;
}

// An ATX heading of level 1 or 2 (`# Title`, `## Section`, an optional closing run of `#`).
const HEADING_RE = /^ {0,3}(#{1,2})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
// The start of a fenced code block; inside one, nothing is a heading.
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;

/** A heading's Markdown as plain text: code spans, emphasis and link syntax removed. */
export function markdownHeadingText(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2')
      // Underscores emphasise only at word edges: `snake_case` keeps them.
      .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(\S(?:.*?\S)?)\2(?![\p{L}\p{N}_])/gu, '$1$3')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The id rehype-slug (github-slugger) gives a heading with this text, before duplicates are
 * numbered: lower case, punctuation and symbols removed, each space a hyphen.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

interface FoundHeading {
  line: number;
  level: number;
  text: string;
  id: string;
}

function headingsOf(lines: string[]): FoundHeading[] {
  const found: FoundHeading[] = [];
  const slugCounts = new Map<string, number>();
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const fenceRun = FENCE_RE.exec(line)?.[1];
    if (fence) {
      // A fence closes with a bare run of its own character, at least as long as the opening.
      const closes =
        fenceRun !== undefined &&
        fenceRun[0] === fence[0] &&
        fenceRun.length >= fence.length &&
        line.trim() === fenceRun;
      if (closes) fence = undefined;
      return;
    }
    if (fenceRun) {
      fence = fenceRun;
      return;
    }
    const heading = HEADING_RE.exec(line);
    if (!heading) return;
    const text = markdownHeadingText(heading[2] ?? '');
    const slug = headingSlug(text);
    // github-slugger numbers a repeated slug: `usage`, `usage-1`, `usage-2`.
    const seen = slugCounts.get(slug) ?? 0;
    slugCounts.set(slug, seen + 1);
    found.push({
      line: index,
      level: heading[1]!.length,
      text,
      id: seen === 0 ? slug : `${slug}-${seen}`,
    });
  });
  return found;
}

/**
 * The Markdown of the h2 section `heading` names, from its `## ` line to the next h1 or h2 (or the
 * end), with a final newline; undefined when the page has no such section. The heading is
 * matched by id first, then by its text.
 */
export function markdownSection(markdown: string, heading: SectionHeading): string | undefined {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const headings = headingsOf(lines);
  const sections = headings.filter((found) => found.level === 2);
  const wanted = normalized(heading.text);
  const start =
    (heading.id ? sections.find((found) => found.id === heading.id) : undefined) ??
    sections.find((found) => normalized(found.text) === wanted);
  if (!start) return undefined;
  const end = headings.find((found) => found.line > start.line)?.line ?? lines.length;
  const body = lines.slice(start.line, end);
  while (body.length > 1 && body[body.length - 1]!.trim() === '') body.pop();
  return `${body.join('\n')}\n`;
}

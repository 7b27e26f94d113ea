// The llms.txt indexes (llmstxt.org): an H1 with the name, a quoted summary, then H2 sections of
// `- [title](url): description` links. The root one lists the products, each product's lists its
// pages' Markdown copies; llms-full.txt holds a product's pages' Markdown in one file.
import {
  llmsFullTxtPathOf,
  llmsSectionTxtPathOf,
  llmsTxtPathOf,
  markdownPathOf,
  MARKDOWN_MAX_CHARS,
} from './markdownPath';

export interface LlmsPage {
  path: string;
  title: string;
  description: string;
  markdown: string;
}

interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export interface LlmsProduct {
  name: string;
  prefix: string;
  /** The version documented, as the site's versions data names it (`v6.1.1`). */
  version: string;
  description: string;
  sections: LlmsSection[];
}

export interface LlmsSite {
  name: string;
  summary: string;
  origin: string;
  products: LlmsProduct[];
  /** Pages outside every product (the site's own). */
  otherPages: LlmsPage[];
}

const MAX_DESCRIPTION = 200;

/** A description on one line, cut at a word when long. */
function oneLine(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  return `${line.slice(0, MAX_DESCRIPTION).replace(/\s+\S*$/, '')}…`;
}

// Titles and descriptions are our own content, but a `]` or a newline would break the list.
const linkText = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

function entry(title: string, url: string, description: string): string {
  const line = oneLine(description);
  return `- [${linkText(title)}](${url})${line ? `: ${line}` : ''}`;
}

function checked(path: string, content: string): string {
  if (content.length > MARKDOWN_MAX_CHARS)
    throw new Error(
      `[site] ${path} is ${content.length} characters (at most ${MARKDOWN_MAX_CHARS}): shorten its descriptions`,
    );
  return content;
}

const versionLine = (product: LlmsProduct) => `${product.name} ${product.version}`;

/** The site's llms.txt: each product with its version, description and its own llms.txt. */
export function rootLlmsTxt(site: LlmsSite): string {
  const lines = [
    `# ${site.name}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Versions documented: ${site.products.map(versionLine).join(', ')}.`,
    '',
    'Every page is also published as Markdown: its URL with `.md` added (`/index.md` for the home page). Each product has an llms.txt of its pages and an llms-full.txt with all of them.',
    '',
    '## Products',
    '',
    ...site.products.map((product) =>
      entry(
        product.name,
        `${site.origin}${llmsTxtPathOf(product.prefix)}`,
        `${versionLine(product)}. ${product.description}`,
      ),
    ),
    '',
    '## Optional',
    '',
    ...site.otherPages.map((page) => pageEntry(page, site.origin)),
    '',
  ];
  return checked('/llms.txt', lines.join('\n'));
}

/** A file the build writes: its site path and its text. */
export interface LlmsFile {
  path: string;
  content: string;
}

function productHeader(product: LlmsProduct, title: string, intro: string): string[] {
  return [
    `# ${title}`,
    '',
    `> ${versionLine(product)} documentation. ${oneLine(product.description)}`,
    '',
    `Version documented: ${versionLine(product)}. ${intro}`,
  ];
}

/** A page's line in an llms.txt: its title, linking its Markdown copy, and its description. */
function pageEntry(page: LlmsPage, origin: string): string {
  return entry(page.title, `${origin}${markdownPathOf(page.path)}`, page.description);
}

/** `## title` and one line per page, as the lines of an llms.txt. */
function sectionLines(title: string, pages: readonly LlmsPage[], origin: string): string[] {
  return ['', `## ${title}`, '', ...pages.map((page) => pageEntry(page, origin))];
}

/** `Components` → `components`; unique within the product (`-2`, `-3` on a repeat). */
function sectionSlugs(sections: readonly LlmsSection[]): string[] {
  const used = new Set<string>();
  return sections.map((section) => {
    const base =
      section.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

/** Splits a section's pages into runs whose llms.txt stays under the limit (in tree order). */
function sectionParts(section: LlmsSection, origin: string, room: number): LlmsPage[][] {
  const parts: LlmsPage[][] = [[]];
  let length = 0;
  for (const page of section.pages) {
    const line = pageEntry(page, origin).length + 1;
    if (length + line > room && parts.at(-1)!.length > 0) {
      parts.push([]);
      length = 0;
    }
    parts.at(-1)!.push(page);
    length += line;
  }
  return parts;
}

/**
 * A product's llms.txt: every page of its tree with its description and Markdown link. A product
 * whose list would pass MARKDOWN_MAX_CHARS gets an index of its sections instead, each section
 * with an llms.txt of its own (`llmsSectionTxtPathOf`; a section too long for one is cut into
 * numbered parts), so every page is still listed and no file passes the limit.
 */
export function productLlmsFiles(product: LlmsProduct, origin: string): LlmsFile[] {
  const path = llmsTxtPathOf(product.prefix);
  const fullUrl = `${origin}${llmsFullTxtPathOf(product.prefix)}`;
  const lines = productHeader(
    product,
    product.name,
    `Each link is a page's Markdown copy; ${fullUrl} has every page in one file.`,
  );
  for (const section of product.sections)
    lines.push(...sectionLines(section.title, section.pages, origin));
  const single = `${lines.join('\n')}\n`;
  if (single.length <= MARKDOWN_MAX_CHARS) return [{ path, content: single }];

  // Room for the links under a section file's header, with a margin for its longer title.
  const room = MARKDOWN_MAX_CHARS - 1_000;
  const slugs = sectionSlugs(product.sections);
  const files: LlmsFile[] = [];
  const index: string[] = [];
  product.sections.forEach((section, i) => {
    const parts = sectionParts(section, origin, room);
    parts.forEach((pages, part) => {
      const slug = part === 0 ? slugs[i]! : `${slugs[i]}-part-${part + 1}`;
      const title =
        parts.length > 1 ? `${section.title} (part ${part + 1} of ${parts.length})` : section.title;
      const filePath = llmsSectionTxtPathOf(product.prefix, slug);
      const header = productHeader(
        product,
        `${product.name}: ${title}`,
        `The pages of one section; ${origin}${path} lists every section and ${fullUrl} has every page in one file.`,
      );
      files.push({
        path: filePath,
        content: checked(
          filePath,
          `${[...header, ...sectionLines(title, pages, origin)].join('\n')}\n`,
        ),
      });
      index.push(entry(title, `${origin}${filePath}`, `${pages.length} pages.`));
    });
  });
  const pageCount = product.sections.reduce((count, section) => count + section.pages.length, 0);
  const indexLines = [
    ...productHeader(
      product,
      product.name,
      `Its ${pageCount} pages are too many for one index, so each section below has an llms.txt of its own listing its pages' Markdown copies; ${fullUrl} has every page in one file.`,
    ),
    '',
    '## Sections',
    '',
    ...index,
  ];
  return [{ path, content: checked(path, `${indexLines.join('\n')}\n`) }, ...files];
}

/** Every page of a product as Markdown, in the order of its tree. */
export function productLlmsFullTxt(product: LlmsProduct, origin: string): string {
  const pages = product.sections.flatMap((section) => section.pages);
  const head = [
    `# ${product.name}: every page`,
    '',
    `> ${versionLine(product)} documentation: the ${pages.length} pages of ${origin}${llmsTxtPathOf(product.prefix)} in one file.`,
    '',
    `Version documented: ${versionLine(product)}.`,
  ].join('\n');
  return `${[head, ...pages.map((page) => page.markdown.trimEnd())].join('\n\n---\n\n')}\n`;
}

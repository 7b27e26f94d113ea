// The llms.txt indexes (llmstxt.org): an H1 with the name, a quoted summary, then H2 sections of
// `- [title](url): description` links. The root one lists the products, each product's lists its
// pages' Markdown copies; llms-full.txt holds a product's pages' Markdown in one file.
import {
  llmsFullTxtPathOf,
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

export interface LlmsSection {
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
export function oneLine(description: string): string {
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
    ...site.otherPages.map((page) =>
      entry(page.title, `${site.origin}${markdownPathOf(page.path)}`, page.description),
    ),
    '',
  ];
  return checked('/llms.txt', lines.join('\n'));
}

/** A product's llms.txt: every page of its tree with its description and Markdown link. */
export function productLlmsTxt(product: LlmsProduct, origin: string): string {
  const lines = [
    `# ${product.name}`,
    '',
    `> ${versionLine(product)} documentation. ${oneLine(product.description)}`,
    '',
    `Version documented: ${versionLine(product)}. Each link is a page's Markdown copy; ${origin}${llmsFullTxtPathOf(product.prefix)} has every page in one file.`,
  ];
  for (const section of product.sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages)
      lines.push(entry(page.title, `${origin}${markdownPathOf(page.path)}`, page.description));
  }
  const path = llmsTxtPathOf(product.prefix);
  return checked(path, `${lines.join('\n')}\n`);
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

// What a site's llms.txt files say: its products with their versions, each product's pages and
// API pages, and which product a page belongs to. Every file is read once, when first needed.
import { ROOT_LLMS_TXT } from './constants.js';
import type { DocsSource } from './DocsSource.js';
import { DocsError, isDocsError } from './errors.js';
import { parseLlmsTxt } from './parseLlmsTxt.js';
import type { LlmsTxt } from './parseLlmsTxt.js';
import { linkOrigin, linkPath, quote, toMarkdownPath } from './sitePath.js';

export interface DocsProduct {
  /** The product's path prefix without its leading slash: `material-ui`, `x`. */
  id: string;
  name: string;
  description: string;
  /** The version the product's pages document (`Material UI v6.1.1`); null when not stated. */
  version: string | null;
  /** The site path of the product's llms.txt. */
  llmsTxtPath: string;
  /** The site path every page of the product starts with: `/material-ui`. */
  prefix: string;
}

export interface DocsPage {
  title: string;
  description: string;
  /** The H2 of the llms.txt it is listed under. */
  section: string;
  /** The site path of its Markdown copy: `/material-ui/react-button.md`. */
  path: string;
  /** The product's id; null for the site's own pages. */
  product: string | null;
}

export interface DocsSiteInfo {
  name: string;
  summary: string;
  /** The origin the site's llms.txt links name (its production origin), or null. */
  origin: string | null;
  /** `Versions documented: …` of the root llms.txt, one per product. */
  versions: string[];
  products: DocsProduct[];
  /** Pages the root llms.txt links directly (not a product's llms.txt). */
  sitePages: DocsPage[];
}

export interface LoadedPage {
  path: string;
  url: string;
  markdown: string;
  product: DocsProduct | null;
  /** What the page documents: `Material UI v6.1.1`, or the site's versions for its own pages. */
  versionLabel: string;
}

const LLMS_TXT = /\/llms\.txt$/;
const LLMS_FULL_TXT = /\/llms-full\.txt$/;

/** A `.txt` index of one part of a product, linked from the product's llms.txt. */
function isSectionIndex(path: string, product: DocsProduct): boolean {
  return (
    path.endsWith('.txt') &&
    path.startsWith(`${product.prefix}/`) &&
    path !== product.llmsTxtPath &&
    !LLMS_FULL_TXT.test(path)
  );
}
const simplify = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A component name as a lookup key: `<Button />`, `@mui/material/Button`, `button api` → `button`. */
export function componentKey(name: string): string {
  const last =
    name
      .trim()
      .replace(/^<\s*|\s*\/?>$/g, '')
      .split('/')
      .pop() ?? '';
  return simplify(last.replace(/\s+(api|component)$/i, ''));
}

/** The most frequent origin among absolute links, or null. */
function mainOrigin(hrefs: string[]): string | null {
  const counts = new Map<string, number>();
  for (const href of hrefs) {
    const origin = linkOrigin(href);
    if (origin) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [origin, count] of counts) if (!best || count > counts.get(best)!) best = origin;
  return best;
}

export class DocsCatalog {
  readonly source: DocsSource;
  private siteInfo: Promise<DocsSiteInfo> | null = null;
  private readonly productPages = new Map<string, Promise<DocsPage[]>>();

  constructor(source: DocsSource) {
    this.source = source;
  }

  /** The root llms.txt, read once (again after a failure). */
  site(): Promise<DocsSiteInfo> {
    if (!this.siteInfo) {
      this.siteInfo = this.loadSite();
      this.siteInfo.catch(() => {
        this.siteInfo = null;
      });
    }
    return this.siteInfo;
  }

  private async loadSite(): Promise<DocsSiteInfo> {
    let text: string;
    try {
      text = await this.source.readText(ROOT_LLMS_TXT);
    } catch (error) {
      if (isDocsError(error) && error.kind === 'not-found')
        throw new DocsError(
          'not-found',
          `${this.source.label} has no ${ROOT_LLMS_TXT}: this server reads sites that publish one (llmstxt.org).`,
        );
      throw error;
    }
    const root = parseLlmsTxt(text);
    const products: DocsProduct[] = [];
    const sitePages: DocsPage[] = [];
    for (const link of root.links) {
      const path = linkPath(link.href);
      if (!path) continue;
      if (LLMS_TXT.test(path)) {
        const prefix = path.replace(LLMS_TXT, '');
        if (!prefix || products.some((product) => product.prefix === prefix)) continue;
        products.push({
          id: prefix.slice(1),
          name: link.title,
          description: link.description,
          version: this.rootVersionOf(link.title, link.description, root),
          llmsTxtPath: path,
          prefix,
        });
      } else if (path.endsWith('.md')) {
        sitePages.push({ ...link, path, product: null });
      }
    }
    return {
      name: root.title || this.source.label,
      summary: root.summary,
      origin: mainOrigin(root.links.map((link) => link.href)),
      versions: root.versions,
      products,
      sitePages,
    };
  }

  /** A product's version as the root states it: in `Versions documented:` or its link's note. */
  private rootVersionOf(name: string, description: string, root: LlmsTxt): string | null {
    const listed = root.versions.find((entry) => entry.startsWith(`${name} `));
    if (listed) return listed;
    const note = /^(.+?\s(?:v\d[\w.+-]*|\(no released version\)))\.(\s|$)/.exec(description);
    return note && note[1]!.startsWith(name) ? note[1]! : null;
  }

  /** The products, each with the version its own llms.txt states (read on first call). */
  async products(): Promise<DocsProduct[]> {
    const { products } = await this.site();
    await Promise.all(products.map((product) => this.pages(product).catch(() => [])));
    return products;
  }

  /** A product by id (`material-ui`), prefix (`/material-ui`) or name (`Material UI`). */
  async findProduct(name: string): Promise<DocsProduct> {
    const { products } = await this.site();
    const key = simplify(name);
    const product = products.find(
      (candidate) =>
        simplify(candidate.id) === key ||
        simplify(candidate.name) === key ||
        candidate.prefix === name.trim(),
    );
    if (product) return product;
    throw new DocsError(
      'not-found',
      `Unknown product ${quote(name)}. Products: ${products
        .map((candidate) => `${candidate.id} (${candidate.name})`)
        .join(', ')}.`,
    );
  }

  /** The pages a product's llms.txt lists; the product's version is taken from its header. */
  pages(product: DocsProduct): Promise<DocsPage[]> {
    let pages = this.productPages.get(product.id);
    if (!pages) {
      pages = this.loadPages(product);
      this.productPages.set(product.id, pages);
      pages.catch(() => this.productPages.delete(product.id));
    }
    return pages;
  }

  private async loadPages(product: DocsProduct): Promise<DocsPage[]> {
    const listing = parseLlmsTxt(await this.source.readText(product.llmsTxtPath));
    if (listing.version) product.version = listing.version;
    // A product with more pages than one index can hold lists its sections' own llms.txt files
    // (`/x/llms-data-grid.txt`) instead of pages: they are read too, one level deep.
    const sectionIndexes = [
      ...new Set(
        listing.links
          .map((link) => linkPath(link.href))
          .filter((path): path is string => path !== null && isSectionIndex(path, product)),
      ),
    ];
    const sectionLinks = await Promise.all(
      sectionIndexes.map(async (path) => parseLlmsTxt(await this.source.readText(path)).links),
    );
    const pages: DocsPage[] = [];
    const seen = new Set<string>();
    for (const link of [...listing.links, ...sectionLinks.flat()]) {
      const path = linkPath(link.href);
      if (!path || !path.endsWith('.md') || seen.has(path)) continue;
      seen.add(path);
      pages.push({ ...link, path, product: product.id });
    }
    return pages;
  }

  /** The product whose prefix is the longest one `path` starts with. */
  async productOfPath(path: string): Promise<DocsProduct | null> {
    const { products } = await this.site();
    let best: DocsProduct | null = null;
    for (const product of products)
      if (
        path.startsWith(`${product.prefix}/`) &&
        (!best || product.prefix.length > best.prefix.length)
      )
        best = product;
    return best;
  }

  /** The URL a client can open for a site path: on the source's origin, else the site's own. */
  async urlOf(path: string): Promise<string> {
    const origin = this.source.origin ?? (await this.site()).origin;
    return origin ? `${origin}${path}` : path;
  }

  /** What a page documents: its product's version, or every version for the site's pages. */
  async versionLabel(product: DocsProduct | null): Promise<string> {
    if (product) {
      await this.pages(product).catch(() => []);
      return product.version ?? `${product.name} (version not stated by the site)`;
    }
    const { versions } = await this.site();
    return versions.length ? versions.join(', ') : 'version not stated by the site';
  }

  /** The origins a full URL given for a page may have. */
  async siteOrigins(): Promise<string[]> {
    const { origin } = await this.site();
    return [...new Set([this.source.origin, origin].filter((o): o is string => Boolean(o)))];
  }

  /** A page's Markdown, from a path or URL in any of the forms `toMarkdownPath` accepts. */
  async readPage(input: string): Promise<LoadedPage> {
    const path = toMarkdownPath(input, await this.siteOrigins());
    let markdown: string;
    try {
      markdown = await this.source.readText(path);
    } catch (error) {
      if (isDocsError(error) && error.kind === 'not-found')
        throw new DocsError(
          'not-found',
          `No page ${path} on ${this.source.label}. Use search_docs to find a page, or list_products for each product's llms.txt.`,
        );
      throw error;
    }
    const product = await this.productOfPath(path);
    return {
      path,
      url: await this.urlOf(path),
      markdown,
      product,
      versionLabel: await this.versionLabel(product),
    };
  }

  /** The API pages of a product: the pages its llms.txt lists under an `/api/` path. */
  async apiPages(product: DocsProduct): Promise<DocsPage[]> {
    return (await this.pages(product)).filter((page) => page.path.includes('/api/'));
  }

  /** The API page of a component (`Button`, `AppBar`, `app-bar`, `<Button />`) in a product. */
  async findComponentApi(component: string, product: DocsProduct): Promise<DocsPage> {
    const key = componentKey(component);
    const pages = await this.apiPages(product);
    const named = (page: DocsPage) => page.title.replace(/\s+API$/i, '');
    const match =
      pages.find((page) => simplify(named(page)) === key) ??
      pages.find((page) => simplify(page.path.replace(/^.*\/|\.md$/g, '')) === key);
    if (match && key) return match;
    const names = pages.map(named);
    throw new DocsError(
      'not-found',
      `No API page for ${quote(component)} in ${product.version ?? product.name}.${
        names.length
          ? ` Components with one: ${names.slice(0, 60).join(', ')}${names.length > 60 ? ', …' : ''}.`
          : ' Its llms.txt lists no API pages.'
      }`,
    );
  }
}

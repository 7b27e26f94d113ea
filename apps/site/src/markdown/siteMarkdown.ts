// The Markdown copies and llms.txt files of the whole site, for the prerender (exported by
// src/entry-server.tsx): MDX pages from their source files and their demos' TypeScript, API pages
// from the same data the API pages render, the home and the site's own pages from theirs. Runs in
// Node only: it reads the sources from disk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenPages } from '@docshell/docs-nav';
import { apiPageDescription, loadApiDoc } from '../api/apiComponents';
import { API_GROUPS, apiGroupOfPath } from '../api/apiGroups';
import { apiPageBody, componentApiAppendix } from './apiMarkdown';
import { documentedVersionOf, frontDoorCards } from '../pages/homeProducts';
import { HOME_HEAD } from '../pages/siteHeads';
import {
  loadedProductContent,
  mdxSourceFor,
  productSummaries,
  productSummaryForPath,
  sitePages,
  type ProductSummary,
} from '../products';
import { allPagePaths } from '../routing/routes';
import { pagePathsOf } from '../routing/routeTable';
import { specialPageLoader } from '../special/specialPageLoader';
import { VERSION_NOTES } from '../special/versionNotes';
import { productVersions } from '../versions';
import {
  productLlmsFullTxt,
  productLlmsFiles,
  rootLlmsTxt,
  type LlmsPage,
  type LlmsProduct,
} from './llmsTxt';
import { llmsFullTxtPathOf, llmsTxtPathOf, markdownPathOf, ROOT_LLMS_TXT } from './markdownPath';
import {
  link,
  pageDocument,
  paragraph,
  table,
  text,
  code,
  heading,
  type MdNode,
} from './markdownTree';
import { mdxToMarkdown, type ExtraMarkdownFile } from './mdxToMarkdown';

export interface PageMarkdown extends LlmsPage {
  /** Files written beside the page's copy (its demos' sources, for a page too long to hold them). */
  extraFiles: ExtraMarkdownFile[];
}

export interface SiteFile {
  path: string;
  content: string;
}

/** The version a product documents, from the site's versions data (`v6.1.1`). */
function documentedVersion(summary: ProductSummary): string {
  return documentedVersionOf(summary.folder, productVersions) ?? '(no released version)';
}

/** A component page's API page (`/joy-ui/react-button` → `/joy-ui/api/button`), if it has one. */
function apiPathOfComponentPage(path: string): string | undefined {
  const group = API_GROUPS.find(
    (g) => g.componentPagePrefix && path.startsWith(g.componentPagePrefix),
  );
  return group && `${group.basePath}/${path.slice(group.componentPagePrefix!.length)}`;
}

/** The Markdown of every page, given the site's folder (for the sources) and its public origin. */
export function createSiteMarkdown({ root, origin }: { root: string; origin: string }) {
  const pagePaths = new Set(['/', ...allPagePaths()]);
  const isPage = (path: string) => pagePaths.has(path);
  const productsDir = join(root, 'src/products');
  const demoFolders = readdirSync(productsDir)
    .map((folder) => join(productsDir, folder, 'demos'))
    .filter((folder) => existsSync(folder));
  const demoSource = (name: string) => {
    if (!/^[A-Za-z0-9_]+$/.test(name)) return undefined;
    const file = demoFolders.map((f) => join(f, `${name}.tsx`)).find((f) => existsSync(f));
    return file && readFileSync(file, 'utf8');
  };

  function intro(path: string): MdNode[] {
    const summary = productSummaryForPath(path);
    const about = summary
      ? `${summary.name} ${documentedVersion(summary)} documentation`
      : 'The docshell documentation site';
    const index = llmsTxtPathOf(summary?.prefix ?? '');
    return [
      text(`${about}. The Markdown copy of `),
      link(`${origin}${path}`, [text('the HTML page')]),
      text('; the index of all pages for AI tools is '),
      link(`${origin}${index}`, [text(index)]),
      text('.'),
    ];
  }

  function homePage(): PageMarkdown {
    // The home page's cards, one section each: what the product is for, then its links.
    const products = frontDoorCards(productSummaries, productVersions).flatMap((card) => {
      const index = llmsTxtPathOf(card.prefix);
      const start: MdNode[] = card.links.flatMap((l, i) => [
        ...(i ? [text(' · ')] : []),
        link(markdownPathOf(l.href), [text(l.label)]),
      ]);
      return [
        heading(3, card.name),
        paragraph(
          ...(card.version ? [text('Version '), code(card.version), text('. ')] : []),
          text(card.summary ?? ''),
        ),
        paragraph(...start, text(' · Pages for AI tools: '), link(index, [text(index)])),
      ];
    });
    const body = [paragraph(text(HOME_HEAD.description)), heading(2, 'Products'), ...products];
    const markdown = pageDocument(HOME_HEAD.title, intro('/'), body, origin);
    return { path: '/', ...HOME_HEAD, markdown, extraFiles: [] };
  }

  function versionsBody(): MdNode[] {
    return [
      table(
        ['Product', 'Version', 'Where'],
        productVersions.flatMap((product) =>
          product.versions.map((version) => [
            [text(product.name)],
            [code(version.text)],
            [version.href ? link(version.href, [text(version.href)]) : text('this site')],
          ]),
        ),
      ),
      // What the page says of a product documented at another version than planned.
      ...productVersions.flatMap((product) => {
        const note = VERSION_NOTES[product.productId];
        return note ? [paragraph(text(`${product.name}: ${note}`))] : [];
      }),
    ];
  }

  /** One page's Markdown copy, with its title and description for the llms.txt indexes. */
  async function pageMarkdown(path: string): Promise<PageMarkdown> {
    if (path === '/') return homePage();
    if (apiGroupOfPath(path)) {
      const doc = await loadApiDoc(path);
      if (!doc) throw new Error(`[site] no API data for ${path}`);
      const title = `${doc.component} API`;
      const markdown = pageDocument(title, intro(path), apiPageBody(doc), origin);
      const description = apiPageDescription(doc.component, doc.packageName);
      return { path, title, description, markdown, extraFiles: [] };
    }
    const sourceFile = mdxSourceFor(path);
    if (sourceFile) {
      // A component page carries its component's props table (its HTML links to the API page).
      const apiPath = apiPathOfComponentPage(path);
      const apiDoc = apiPath && isPage(apiPath) ? await loadApiDoc(apiPath) : undefined;
      const page = mdxToMarkdown({
        source: readFileSync(join(root, sourceFile), 'utf8'),
        pagePath: path,
        origin,
        intro: intro(path),
        demoSource,
        isPage,
        appendix: apiDoc && componentApiAppendix(apiDoc),
      });
      return { path, ...page, extraFiles: page.extraFiles };
    }
    const special = specialPageLoader(path);
    if (special) {
      const { frontmatter } = await special();
      const body = [
        paragraph(text(frontmatter.description)),
        ...(path === '/versions' ? versionsBody() : []),
      ];
      const markdown = pageDocument(frontmatter.title, intro(path), body, origin);
      return { path, ...frontmatter, markdown, extraFiles: [] };
    }
    throw new Error(`[site] no Markdown for ${path}: not an MDX, API or site page`);
  }

  /** The root llms.txt, and each product's llms.txt and llms-full.txt, from every page's copy. */
  function llmsFiles(pages: readonly LlmsPage[]): SiteFile[] {
    const byPath = new Map(pages.map((page) => [page.path, page]));
    const pageAt = (path: string) => {
      const page = byPath.get(path);
      if (!page) throw new Error(`[site] llms.txt: no Markdown for ${path}`);
      return page;
    };
    const products: LlmsProduct[] = productSummaries.map((summary) => {
      const tree = loadedProductContent(summary.prefix)!.product;
      const paths = pagePathsOf(tree);
      const listed = new Set<string>();
      const sections = tree.pages.map((top) => {
        const inSection = flattenPages([top])
          .map((page) => page.pathname)
          .filter((p) => paths.includes(p) && !listed.has(p));
        inSection.forEach((p) => listed.add(p));
        return { title: top.title || top.subheader || summary.name, pages: inSection.map(pageAt) };
      });
      const rest = paths.filter((p) => !listed.has(p));
      if (rest.length) sections.push({ title: 'Other pages', pages: rest.map(pageAt) });
      return {
        name: summary.name,
        prefix: summary.prefix,
        version: documentedVersion(summary),
        description: pageAt(summary.firstPath).description,
        sections: sections.filter((section) => section.pages.length > 0),
      };
    });
    const root = rootLlmsTxt({
      name: 'docshell',
      summary: HOME_HEAD.description,
      origin,
      products,
      otherPages: pagePathsOf(sitePages).map(pageAt),
    });
    return [
      { path: ROOT_LLMS_TXT, content: root },
      ...products.flatMap((product) => [
        ...productLlmsFiles(product, origin),
        { path: llmsFullTxtPathOf(product.prefix), content: productLlmsFullTxt(product, origin) },
      ]),
    ];
  }

  return { pageMarkdown, llmsFiles };
}

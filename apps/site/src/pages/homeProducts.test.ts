import type { DocsPage } from '@docshell/docs-nav';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllProducts, productSummaries, type ProductContent } from '../products';
import { firstPagePath } from '../routing/routes';
import { productVersions, type ProductVersions } from '../versions';
import {
  documentedVersionOf,
  frontDoorCards,
  PRODUCT_FRONT_DOORS,
  type FrontDoorSection,
} from './homeProducts';

/** How each linked section is titled in the trees. */
const SECTION_TITLES: Record<Exclude<FrontDoorSection, 'gettingStarted'>, RegExp> = {
  components: /^components$/i,
  api: /^apis?$/i,
};

/** The first section (at any depth) whose title or subheader matches, depth first. */
function findSection(pages: DocsPage[], title: RegExp): DocsPage | undefined {
  for (const page of pages) {
    const name = page.subheader ?? (typeof page.title === 'string' ? page.title : '');
    if (page.children && title.test(name)) return page;
    const inside = page.children && findSection(page.children, title);
    if (inside) return inside;
  }
  return undefined;
}

function firstLeaf(page: DocsPage): string {
  return page.children?.length ? firstLeaf(page.children[0]!) : page.pathname;
}

// The benchmark's generated product (present only during a bench run) has no front door entry.
const isBenchProduct = (prefix: string) => prefix === '/synthetic';

let contents: ProductContent[];

beforeAll(async () => {
  contents = (await loadAllProducts()).filter((c) => !isBenchProduct(c.product.prefix));
});

describe('PRODUCT_FRONT_DOORS', () => {
  it('has a one-line summary for every product', () => {
    for (const summary of productSummaries.filter((s) => !isBenchProduct(s.prefix))) {
      const door = PRODUCT_FRONT_DOORS[summary.prefix];
      expect(door, summary.prefix).toBeDefined();
      expect(door!.summary).not.toMatch(/\n/);
      expect(door!.summary.length).toBeLessThanOrEqual(110);
    }
  });

  it("links each product's first page and the first page of its components and API sections", () => {
    for (const { product } of contents) {
      const { sections } = PRODUCT_FRONT_DOORS[product.prefix]!;
      expect(sections.gettingStarted, product.prefix).toBe(firstPagePath(product));
      for (const [key, title] of Object.entries(SECTION_TITLES)) {
        const section = findSection(product.pages, title);
        // A product without the section has no link to it, rather than one to somewhere else.
        expect(sections[key as keyof typeof SECTION_TITLES], `${product.prefix} ${key}`).toBe(
          section && firstLeaf(section),
        );
      }
    }
  });

  it('leaves out the sections the experiments have none of', () => {
    expect(Object.keys(PRODUCT_FRONT_DOORS['/experiments/docs']!.sections)).toEqual([
      'gettingStarted',
    ]);
  });
});

describe('documentedVersionOf', () => {
  const versions: ProductVersions[] = [
    {
      productId: 'a',
      name: 'A',
      versions: [
        { text: 'v2.0.0', href: '/old' },
        { text: 'v3.1.0', current: true },
      ],
    },
    { productId: 'b', name: 'B', versions: [{ text: 'v1.0.0', href: '/old' }] },
  ];

  it("returns the current version's text", () => {
    expect(documentedVersionOf('a', versions)).toBe('v3.1.0');
  });

  it('returns undefined for a product without a current version or without an entry', () => {
    expect(documentedVersionOf('b', versions)).toBeUndefined();
    expect(documentedVersionOf('c', versions)).toBeUndefined();
  });
});

describe('frontDoorCards', () => {
  it('takes versions from the versions data, one card per product in order', () => {
    const cards = frontDoorCards(productSummaries, productVersions);
    expect(cards.map((c) => c.name)).toEqual(productSummaries.map((s) => s.name));
    expect(cards.filter((c) => c.summary).length).toBeGreaterThanOrEqual(7);
    const material = cards.find((c) => c.prefix === '/material-ui')!;
    expect(material.version).toBe(
      productVersions.find((p) => p.productId === 'material-ui')!.versions[0]!.text,
    );
    expect(material.links.map((l) => [l.label, l.href])).toEqual([
      ['Getting started', '/material-ui/getting-started/overview'],
      ['Components', '/material-ui/react-autocomplete'],
      ['API', '/material-ui/api/accordion'],
    ]);
    const experiments = cards.find((c) => c.prefix === '/experiments/docs')!;
    expect(experiments.version).toBeUndefined();
    expect(experiments.links.map((l) => l.section)).toEqual(['gettingStarted']);
  });

  it('gives a product without an entry a card that opens its first page', () => {
    const [card] = frontDoorCards(
      [{ prefix: '/new', name: 'New', firstPath: '/new/start', folder: 'new' }],
      [],
      {},
    );
    expect(card).toEqual({
      prefix: '/new',
      name: 'New',
      summary: undefined,
      version: undefined,
      links: [{ section: 'gettingStarted', label: 'Getting started', href: '/new/start' }],
    });
  });
});

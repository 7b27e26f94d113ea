import type { ProductSummary } from '../products';
import type { ProductVersions } from '../versions';

// What the home page (and its Markdown copy) says of each product beyond its name: one line on
// what the library is for and where to start reading. Only the home page's chunk and the prerender
// import this module, so none of it weighs on the shell every page loads.

/** The sections a product card links to, in the order it shows them. */
const FRONT_DOOR_SECTIONS = [
  { key: 'gettingStarted', label: 'Getting started' },
  { key: 'components', label: 'Components' },
  { key: 'api', label: 'API' },
] as const;

export type FrontDoorSection = (typeof FRONT_DOOR_SECTIONS)[number]['key'];

export interface ProductFrontDoor {
  /** What the library is for, in one line. */
  summary: string;
  /**
   * The first page of each section, as the product's tree orders it (homeProducts.test.ts checks
   * them against the trees). A product without such a section leaves it out.
   */
  sections: Partial<Record<FrontDoorSection, string>>;
}

/** Keyed by product prefix. */
export const PRODUCT_FRONT_DOORS: Readonly<Record<string, ProductFrontDoor>> = {
  '/material-ui': {
    summary:
      "Ready-made React components that follow Google's Material Design, themable down to the last pixel.",
    sections: {
      gettingStarted: '/material-ui/getting-started/overview',
      components: '/material-ui/react-autocomplete',
      api: '/material-ui/api/accordion',
    },
  },
  '/joy-ui': {
    summary: "React components in MUI's own design language, styled through CSS variables.",
    sections: {
      gettingStarted: '/joy-ui/getting-started/overview',
      components: '/joy-ui/react-autocomplete',
      api: '/joy-ui/api/accordion',
    },
  },
  '/system': {
    summary: 'The sx prop, styled() and layout boxes: the styling tools to build your own design.',
    sections: {
      gettingStarted: '/system/getting-started/overview',
      components: '/system/react-box',
      api: '/system/api/box',
    },
  },
  '/base-ui': {
    summary:
      'Unstyled components and hooks that handle behaviour and accessibility; the look is yours.',
    sections: {
      gettingStarted: '/base-ui/getting-started/overview',
      components: '/base-ui/react-button',
      api: '/base-ui/api/badge',
    },
  },
  '/x': {
    summary:
      'Components for data-heavy apps: a data grid, date and time pickers, charts and tree views.',
    sections: {
      gettingStarted: '/x/introduction/overview',
      components: '/x/react-data-grid/overview',
      api: '/x/api/data-grid/data-grid',
    },
  },
  '/toolpad': {
    summary:
      'Dashboard layouts, page containers and sign-in pages for building internal tools fast.',
    sections: {
      gettingStarted: '/toolpad/core/overview',
      components: '/toolpad/core/react-account',
      api: '/toolpad/core/api/account',
    },
  },
  '/experiments/docs': {
    summary:
      'Test pages for the docs shell itself: every nav flag, dense mode, right-to-left, ads.',
    sections: { gettingStarted: '/experiments/docs/overview' },
  },
};

/** The version a product's pages document (`v6.1.1`), if it has released one. */
export function documentedVersionOf(
  productId: string,
  versions: readonly ProductVersions[],
): string | undefined {
  return versions.find((p) => p.productId === productId)?.versions.find((v) => v.current)?.text;
}

interface FrontDoorLink {
  section: FrontDoorSection;
  label: string;
  href: string;
}

export interface FrontDoorCard {
  prefix: string;
  name: string;
  summary: string | undefined;
  version: string | undefined;
  links: FrontDoorLink[];
}

/**
 * One card per product, in the products' order: the summary and sections from
 * PRODUCT_FRONT_DOORS, the version from the versions data. A product without an entry (the
 * benchmark's generated one) still gets a card that links to its first page.
 */
export function frontDoorCards(
  summaries: readonly ProductSummary[],
  versions: readonly ProductVersions[],
  doors: Readonly<Record<string, ProductFrontDoor>> = PRODUCT_FRONT_DOORS,
): FrontDoorCard[] {
  return summaries.map((product) => {
    const door = doors[product.prefix];
    const sections = door?.sections ?? { gettingStarted: product.firstPath };
    return {
      prefix: product.prefix,
      name: product.name,
      summary: door?.summary,
      version: documentedVersionOf(product.folder, versions),
      links: FRONT_DOOR_SECTIONS.flatMap(({ key, label }) => {
        const href = sections[key];
        return href ? [{ section: key, label, href }] : [];
      }),
    };
  });
}

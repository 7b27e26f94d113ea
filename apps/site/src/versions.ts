import { PRODUCTION_ORIGIN } from './siteConfig';

export interface VersionEntry {
  /** What the selector shows, e.g. `v6.1.1`. */
  text: string;
  /** Where it links; absent for the version being read. */
  href?: string;
  current?: boolean;
}

export interface ProductVersions {
  productId: string;
  name: string;
  versions: VersionEntry[];
}

/**
 * Older majors live on archive sites at `https://v<major>.<production host>`: derived from the
 * configured production origin, never a hard-coded host.
 */
function archiveUrl(major: number, path: string): string {
  const url = new URL(PRODUCTION_ORIGIN);
  url.hostname = `v${major}.${url.hostname}`;
  url.pathname = path;
  return url.href;
}

/** The one list of released versions: the version selectors and /versions both read it. */
export const productVersions: ProductVersions[] = [
  {
    productId: 'material-ui',
    name: 'Material UI',
    versions: [
      { text: 'v6.1.1', current: true },
      { text: 'v5.16.7', href: archiveUrl(5, '/material-ui/getting-started/') },
      { text: 'v4.12.4', href: archiveUrl(4, '/getting-started/installation/') },
    ],
  },
  { productId: 'joy-ui', name: 'Joy UI', versions: [{ text: 'v5.0.0-beta.46', current: true }] },
  {
    productId: 'system',
    name: 'MUI System',
    versions: [
      { text: 'v6.1.1', current: true },
      { text: 'v5.16.7', href: archiveUrl(5, '/system/getting-started/') },
      { text: 'v4.12.4', href: archiveUrl(4, '/system/basics/') },
    ],
  },
  { productId: 'base-ui', name: 'Base UI', versions: [{ text: 'v5.0.0-beta.58', current: true }] },
  {
    productId: 'x',
    name: 'MUI X',
    versions: [
      { text: 'v7.26.0', current: true },
      { text: 'v6.20.4', href: archiveUrl(6, '/x/introduction/') },
      { text: 'v5.17.26', href: archiveUrl(5, '/x/introduction/') },
    ],
  },
  { productId: 'toolpad', name: 'Toolpad', versions: [{ text: 'v0.7.0', current: true }] },
];

const VIEW_ALL_VERSIONS = 'View all versions';

/** The entries of one product's version selector, "View all versions" last. */
export function versionMenuFor(productId: string): VersionEntry[] {
  const key = productId.startsWith('x-')
    ? 'x'
    : productId.startsWith('toolpad')
      ? 'toolpad'
      : productId;
  const product = productVersions.find((p) => p.productId === key);
  if (!product) return [];
  return [...product.versions, { text: VIEW_ALL_VERSIONS, href: '/versions' }];
}

/** A release-notes link only for a released (not pre-release) version string. */
export function hasReleaseNotes(text: string): boolean {
  return text.length >= 6 && !/-(alpha|beta|rc)/.test(text);
}

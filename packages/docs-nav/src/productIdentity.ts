import type { ReactNode } from 'react';

/** One entry of a product's version selector. */
export interface ProductVersion {
  /** What the reader sees, for example `v6.1.1` or `View all versions`. */
  text: string;
  /** Where the entry goes: an external archive site, or `/versions`. The current entry needs none. */
  href?: string;
  /** The version these docs describe. */
  current?: boolean;
  /** Draw a divider before this entry; defaults to true for "View all versions". */
  divider?: boolean;
}

/** How the header presents a product. */
export interface ProductIdentity {
  name: string;
  logo?: ReactNode;
  versions: ProductVersion[];
}

/** The entry text that always goes last, after a divider, and leads to the versions page. */
export const VIEW_ALL_VERSIONS_TEXT = 'View all versions';
/** The site's page listing every released version. */
export const VERSIONS_PATHNAME = '/versions';

export interface VersionMenuItem {
  version: ProductVersion;
  isCurrent: boolean;
  dividerBefore: boolean;
}

/** The entry the selector's button shows: the one marked current, else the first; null for none. */
export function getCurrentVersion(versions: readonly ProductVersion[]): ProductVersion | null {
  return versions.find((version) => version.current) ?? versions[0] ?? null;
}

/** A menu is only worth showing when there is something else to pick. */
export function hasVersionMenu(versions: readonly ProductVersion[]): boolean {
  return versions.length > 1;
}

/** The selector's menu: which entry is current and where dividers go. */
export function getVersionMenuItems(versions: readonly ProductVersion[]): VersionMenuItem[] {
  const current = getCurrentVersion(versions);
  return versions.map((version, index) => ({
    version,
    isCurrent: version === current,
    dividerBefore: index > 0 && (version.divider ?? version.text === VIEW_ALL_VERSIONS_TEXT),
  }));
}

import type { ApiIndexEntry } from '../../build/apiDoc';
import { kebabCase } from '../routing/kebabCase';
import type { ApiPlan } from './apiGroups';

/**
 * A page of a group's list as build/componentApiPlugin.ts writes it: the component's name when
 * its page is at `<basePath>/<kebabCase(name)>` (nearly all), else `[name, slug]`.
 */
export type CompactApiEntry = string | readonly [name: string, slug: string];

/**
 * A group's pages from their compact list (every product's nav loads these lists, so the
 * addresses that follow from the names are not sent). `plans` holds the Pro and Premium ones.
 */
export function expandApiEntries(
  basePath: string,
  compact: readonly CompactApiEntry[],
  plans: Readonly<Record<string, ApiPlan>>,
): ApiIndexEntry[] {
  return compact.map((item) => {
    const [component, slug] = typeof item === 'string' ? [item, kebabCase(item)] : item;
    return { component, pathname: `${basePath}/${slug}`, plan: plans[component] ?? null };
  });
}

/** The compact form of `entries` (the build's side of expandApiEntries). */
export function compactApiEntries(
  basePath: string,
  entries: readonly ApiIndexEntry[],
): { compact: CompactApiEntry[]; plans: Record<string, ApiPlan> } {
  const plans: Record<string, ApiPlan> = {};
  const compact = entries.map((entry): CompactApiEntry => {
    if (entry.plan) plans[entry.component] = entry.plan;
    const prefix = `${basePath}/`;
    if (!entry.pathname.startsWith(prefix)) {
      throw new Error(`[site] API page ${entry.pathname} is not under its group's ${basePath}`);
    }
    const slug = entry.pathname.slice(prefix.length);
    return slug === kebabCase(entry.component) ? entry.component : [entry.component, slug];
  });
  return { compact, plans };
}

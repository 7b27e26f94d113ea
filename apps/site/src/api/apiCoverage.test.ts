import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { API_GROUPS } from './apiGroups';
import { allApiEntries } from './apiComponents';

// Independently of the generator's discovery (TypeScript types): the components each package
// really exports, from its CommonJS build, must all have a generated API page.
const siteRequire = createRequire(`${import.meta.dirname}/../../package.json`);
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

const sourceOf = (value: unknown) =>
  typeof value === 'function' ? Function.prototype.toString.call(value) : '';

/** A React component at runtime: a function, or a forwardRef/memo object. */
function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  const type = (value as { $$typeof?: symbol } | null)?.$$typeof;
  return type === FORWARD_REF || type === MEMO;
}

/**
 * The documented exclusions (build/componentDiscovery.ts): classes that are not React components
 * (LicenseInfo, ModalManager), helpers that return their argument, parts made with `styled()`
 * (a slot of their component), and stubs that only throw an error telling what to use instead
 * (Data Grid Pro's `DataGrid`, Joy UI's `TextField`).
 */
function isExcluded(value: unknown): boolean {
  const source = sourceOf(value);
  const prototype = (value as { prototype?: { isReactComponent?: unknown } }).prototype;
  return (
    (/^class\b/.test(source) && !prototype?.isReactComponent) ||
    /^\(?(\w+)\)?\s*=>\s*\1;?$/.test(source) ||
    typeof (value as { withComponent?: unknown }).withComponent === 'function' ||
    (/throw new Error\(/.test(source) && !/jsx|createElement/.test(source))
  );
}

function loadPackage(name: string, via?: string): Record<string, unknown> {
  const from = via ? createRequire(siteRequire.resolve(`${via}/package.json`)) : siteRequire;
  return from(name) as Record<string, unknown>;
}

describe('the generated API pages', () => {
  it('cover every component every documented package exports', { timeout: 300_000 }, async () => {
    const pages = new Set(
      (await allApiEntries()).map(({ group, entry }) => `${group.id}/${entry.component}`),
    );
    // Each distinct object is documented once, under one of the names it is exported as (an
    // alias or a re-export in another group needs no page of its own).
    const namesOf = new Map<unknown, string[]>();
    for (const group of API_GROUPS) {
      for (const pkg of group.packages) {
        const exports = loadPackage(pkg.name, pkg.via);
        for (const [name, value] of Object.entries(exports)) {
          if (!/^[A-Z]/.test(name) || !isComponent(value) || isExcluded(value)) continue;
          namesOf.set(value, [...(namesOf.get(value) ?? []), `${group.id}/${name}`]);
        }
      }
    }
    expect(namesOf.size).toBeGreaterThan(500);
    const missing = [...namesOf.values()]
      .filter((names) => !names.some((name) => pages.has(name)))
      .map((names) => names.join(' = '));
    expect(missing).toEqual([]);
  });
});

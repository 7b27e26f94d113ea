import fc from 'fast-check';
import { pathnameToLanguage } from '@docshell/docs-i18n';
import { describe, expect, it } from 'vitest';
import { getProductInfo, UNKNOWN_PRODUCT } from './getProductInfo.js';
import { normalizePathname } from './normalizePathname.js';

const RUNS = 3000;
const CATEGORIES = ['core', 'x', 'toolpad', 'docs', 'null'];
const CORE = ['material-ui', 'joy-ui', 'base-ui', 'system'];

const segment = fc.oneof(
  fc.constantFrom(...CORE, 'x', 'toolpad', 'studio', 'core', 'docs', 'versions', 'experiments'),
  fc.constantFrom('react-data-grid', 'react-', 'react-charts', 'zh', 'en', 'api', '..', ''),
  fc.stringMatching(/^[a-z0-9-]{1,10}$/),
  fc.string({ maxLength: 5 }),
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
  .map(([parts, slash]) => `/${parts.join('/')}${slash ? '/' : ''}`);
const plainPath = path.filter((p) => !/[?#]/.test(p));
const tail = fc.oneof(
  fc.string({ maxLength: 8 }).map((s) => `?${s}`),
  fc.string({ maxLength: 8 }).map((s) => `#${s}`),
);

describe('getProductInfo (fuzz)', () => {
  it('always answers with a known category, and an unknown product only as a pair', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), (input) => {
        const info = getProductInfo(input);
        expect(CATEGORIES).toContain(info.productCategoryId);
        if (info.productCategoryId === 'null') expect(info).toEqual(UNKNOWN_PRODUCT);
        expect(info.productId.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('ignores a zh prefix, the query and the hash', () => {
    fc.assert(
      fc.property(plainPath, tail, (p, t) => {
        // Only paths without a prefix of their own (a second prefix is a path segment).
        fc.pre(pathnameToLanguage(p).canonicalAs === p);
        const info = getProductInfo(p);
        expect(getProductInfo(`/zh${p}`)).toEqual(info);
        expect(getProductInfo(`${p}${t}`)).toEqual(info);
      }),
      { numRuns: RUNS },
    );
  });

  it('names a core product after its first folder, whatever follows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CORE), plainPath, (product, rest) => {
        expect(getProductInfo(`/${product}${rest}`)).toEqual({
          productCategoryId: 'core',
          productId: product,
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('builds an MUI X id from the segment after react-', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), plainPath, (component, rest) => {
        expect(getProductInfo(`/x/react-${component}${rest}`)).toEqual({
          productCategoryId: 'x',
          productId: `x-${component}`,
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('normalizePathname (fuzz)', () => {
  it('gives a rooted path, with no query or hash, ending in a slash only when it is /', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          path,
          fc.string(),
          fc.tuple(path, tail).map(([p, t]) => p + t),
        ),
        (input) => {
          const canonical = normalizePathname(input);
          expect(canonical.startsWith('/')).toBe(true);
          expect(canonical === '/' || !canonical.endsWith('/')).toBe(true);
          expect(canonical).not.toMatch(/[?#]/);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is stable: a canonical path without a language prefix normalizes to itself', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), (input) => {
        const once = normalizePathname(input);
        fc.pre(!/^\/(zh|en)(\/|$)/.test(once));
        expect(normalizePathname(once)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('treats /a/b and /a/b/ (and any number of slashes after) as one path', () => {
    fc.assert(
      fc.property(plainPath, fc.integer({ min: 1, max: 3 }), (p, slashes) => {
        expect(normalizePathname(`${p}${'/'.repeat(slashes)}`)).toBe(normalizePathname(p));
      }),
      { numRuns: RUNS },
    );
  });
});

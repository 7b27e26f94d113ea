import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ACCEPTED_PREFIXES,
  pathnameToLanguage,
  stripTrailingSlash,
  SUPPORTED_LANGUAGES,
} from './pathnameToLanguage.js';

const RUNS = 3000;
const ACCEPTED: readonly string[] = [...SUPPORTED_LANGUAGES, ...ALWAYS_ACCEPTED_PREFIXES];

/** Path-shaped strings: segments of letters, language codes, dots and the URL's own markers. */
const segment = fc.oneof(
  fc.constantFrom('zh', 'en', 'fr', 'xx', 'api', 'api-docs', '..', '.', '', 'a', 'material-ui'),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
  fc.string({ maxLength: 6 }),
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '/', '//'))
  .map(([parts, end]) => `/${parts.join('/')}${end}`);
const suffix = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 10 }).map((s) => `?${s}`),
  fc.string({ maxLength: 10 }).map((s) => `#${s}`),
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([q, h]) => `?${q}#${h}`),
);
/** A path without the markers that end it. */
const plainPath = path.filter((p) => !/[?#]/.test(p));

describe('pathnameToLanguage (fuzz)', () => {
  it('always gives a rooted canonical path with no query, hash or trailing slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          path,
          fc.string(),
          fc.tuple(path, suffix).map(([p, s]) => p + s),
        ),
        (input) => {
          const { canonicalPathname, canonicalAs, canonicalAsServer, userLanguage } =
            pathnameToLanguage(input);
          expect(canonicalPathname.startsWith('/')).toBe(true);
          expect(canonicalPathname === '/' || !canonicalPathname.endsWith('/')).toBe(true);
          expect(canonicalPathname).not.toMatch(/[?#]/);
          // Each form only ever drops a tail of the previous one.
          expect(canonicalAs.startsWith(canonicalAsServer)).toBe(true);
          expect(canonicalAsServer).not.toContain('#');
          expect(userLanguage === 'en' || ACCEPTED.includes(userLanguage)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('strips an accepted prefix and nothing else: /zh + p reads like p', () => {
    fc.assert(
      fc.property(
        fc.tuple(path, suffix).map(([p, s]) => p + s),
        (input) => {
          const plain = pathnameToLanguage(input);
          // Only paths that carry no prefix of their own.
          fc.pre(plain.canonicalAs === input);
          const prefixed = pathnameToLanguage(`/zh${input}`);
          expect(prefixed.userLanguage).toBe('zh');
          expect(prefixed.canonicalAs).toBe(plain.canonicalAs);
          expect(prefixed.canonicalPathname).toBe(plain.canonicalPathname);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps an unknown two-letter first segment as part of the path', () => {
    const unknownCode = fc.stringMatching(/^[a-z]{2}$/).filter((code) => !ACCEPTED.includes(code));
    fc.assert(
      fc.property(unknownCode, plainPath, (code, rest) => {
        const result = pathnameToLanguage(`/${code}${rest}`);
        expect(result.userLanguage).toBe('en');
        expect(result.canonicalPathname.startsWith(`/${code}`)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('ignores the query and the hash for the canonical path', () => {
    fc.assert(
      fc.property(plainPath, suffix, (p, s) => {
        expect(pathnameToLanguage(p + s).canonicalPathname).toBe(
          pathnameToLanguage(p).canonicalPathname,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('maps /api to /api-docs exactly once', () => {
    fc.assert(
      fc.property(plainPath, fc.boolean(), (rest, bare) => {
        const tail = bare ? '' : rest;
        expect(pathnameToLanguage(`/api${tail}`).canonicalPathname).toBe(
          stripTrailingSlash(`/api-docs${tail}`),
        );
        // `/apis/...` and `/api-docs/...` are other paths and stay as they are.
        expect(pathnameToLanguage(`/apis${tail}`).canonicalPathname).toBe(
          stripTrailingSlash(`/apis${tail}`),
        );
        expect(pathnameToLanguage(`/api-docs${tail}`).canonicalPathname).toBe(
          stripTrailingSlash(`/api-docs${tail}`),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

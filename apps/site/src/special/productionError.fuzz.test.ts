import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatErrorMessage,
  MAX_QUERY_LENGTH,
  MISSING_ARGUMENT,
  parseErrorQuery,
} from './productionError';

const RUNS = 3000;

describe('parseErrorQuery (fuzz)', () => {
  it('gives a numeric code or none, and string arguments, for any query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (search) => {
        const { code, args } = parseErrorQuery(search);
        expect(code === null || /^\d{1,6}$/.test(code)).toBe(true);
        expect(args.every((arg) => typeof arg === 'string')).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads back the code and every argument of a link the library would write', () => {
    const arg = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('<img src=x onerror=alert(1)>', '&', '=', '%', '#', '+', ' '),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999999 }),
        fc.array(arg, { maxLength: 6 }),
        (n, args) => {
          const params = new URLSearchParams([
            ['code', String(n)],
            ...args.map((a) => ['args[]', a]),
          ]);
          const search = `?${params.toString()}`;
          fc.pre(search.length <= MAX_QUERY_LENGTH);
          expect(parseErrorQuery(search)).toEqual({ code: String(n), args });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads nothing from a query past the length limit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: MAX_QUERY_LENGTH + 1, maxLength: MAX_QUERY_LENGTH + 50 }),
        (search) => {
          expect(parseErrorQuery(search)).toEqual({ code: null, args: [] });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('formatErrorMessage (fuzz)', () => {
  it('replaces every %s in order, marking the missing ones, and inserts arguments verbatim', () => {
    const piece = fc.string({ maxLength: 8 }).filter((s) => !s.includes('%s'));
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }),
        (pieces, args) => {
          const template = pieces.join('%s');
          const expected = pieces.reduce(
            (out, part, i) => (i === 0 ? part : `${out}${args[i - 1] ?? MISSING_ARGUMENT}${part}`),
            '',
          );
          expect(formatErrorMessage(template, args)).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

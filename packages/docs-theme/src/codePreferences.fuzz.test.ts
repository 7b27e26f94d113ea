import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_STYLING,
  CODE_VARIANTS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodePreferenceHash,
  parseCodeStyling,
  parseCodeVariant,
  resolveCodePreferences,
} from './codePreferences';

const RUNS = 3000;
const MARKERS = ['tailwind-', 'css-', 'system-'] as const;
const STYLING_FOR = { 'tailwind-': 'Tailwind', 'css-': 'CSS', 'system-': 'MUI System' } as const;

/** Hash-shaped junk: the markers and endings the parser looks for, quotes and markup. */
const hash = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...MARKERS,
        '.js',
        '.tsx',
        '.ts',
        '.jsx',
        '#',
        '"',
        "'",
        '<img src=x onerror=alert(1)>',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

describe('parseCodePreferenceHash (fuzz)', () => {
  it('names a variant exactly when the hash ends in .js or .tsx', () => {
    fc.assert(
      fc.property(fc.oneof(hash, fc.string()), (input) => {
        const { codeVariant } = parseCodePreferenceHash(input);
        if (input.endsWith('.tsx')) expect(codeVariant).toBe('TS');
        else if (input.endsWith('.js')) expect(codeVariant).toBe('JS');
        else expect(parseCodePreferenceHash(input)).toEqual({});
      }),
      { numRuns: RUNS },
    );
  });

  it('reads styling only with a variant, from the first marker in a fixed order', () => {
    fc.assert(
      fc.property(hash, fc.constantFrom('.js', '.tsx'), (input, ending) => {
        const result = parseCodePreferenceHash(input + ending);
        const marker = MARKERS.find((m) => (input + ending).includes(m));
        expect(result.codeStyling).toBe(marker ? STYLING_FOR[marker] : undefined);
        expect(Object.keys(result).every((k) => k === 'codeVariant' || k === 'codeStyling')).toBe(
          true,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('resolveCodePreferences (fuzz)', () => {
  it('always resolves to valid values: hash, else a valid cookie, else the default', () => {
    const cookie = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(...Object.values(CODE_VARIANTS), ...Object.values(CODE_STYLING)),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('<script>alert(1)</script>', 'ts', 'js ', '__proto__'),
    );
    fc.assert(
      fc.property(fc.oneof(hash, fc.string()), cookie, cookie, (input, variant, styling) => {
        const fromHash = parseCodePreferenceHash(input);
        const resolved = resolveCodePreferences(fromHash, {
          codeVariant: variant,
          codeStyling: styling,
        });
        expect(parseCodeVariant(resolved.codeVariant)).toBe(resolved.codeVariant);
        expect(parseCodeStyling(resolved.codeStyling)).toBe(resolved.codeStyling);
        expect(resolved.codeVariant).toBe(
          fromHash.codeVariant ?? parseCodeVariant(variant) ?? DEFAULT_CODE_VARIANT,
        );
        expect(resolved.codeStyling).toBe(
          fromHash.codeStyling ?? parseCodeStyling(styling) ?? DEFAULT_CODE_STYLING,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

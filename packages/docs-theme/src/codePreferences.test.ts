import { describe, expect, it } from 'vitest';
import {
  parseCodePreferenceHash,
  parseCodeStyling,
  parseCodeVariant,
  resolveCodePreferences,
} from './codePreferences';

describe('parseCodePreferenceHash', () => {
  it.each([
    ['#basic-button.tsx', { codeVariant: 'TS' }],
    ['#basic-button.js', { codeVariant: 'JS' }],
    ['#tailwind-basic-button.js', { codeVariant: 'JS', codeStyling: 'Tailwind' }],
    ['#css-basic-button.tsx', { codeVariant: 'TS', codeStyling: 'CSS' }],
    ['#system-basic-button.tsx', { codeVariant: 'TS', codeStyling: 'MUI System' }],
    // tailwind- is searched before css- and system-.
    ['#css-tailwind-demo.js', { codeVariant: 'JS', codeStyling: 'Tailwind' }],
    ['#system-css-demo.js', { codeVariant: 'JS', codeStyling: 'CSS' }],
    ['#tailwind-foo.tsx', { codeVariant: 'TS', codeStyling: 'Tailwind' }],
    // Styling alone is not enough: the hash must also end in .js or .tsx.
    ['#tailwind-basic-button', {}],
    ['#css-', {}],
    ['', {}],
    ['#', {}],
    ['#.js.exe', {}],
    ['#demo.ts', {}],
    ['#demo.jsx', {}],
    ['#demo.TSX', {}],
    ['#demo.js ', {}],
    ['#"><script>alert(1)</script>', {}],
    ['#"quoted".js', { codeVariant: 'JS' }],
    ["#'tailwind-x'.tsx", { codeVariant: 'TS', codeStyling: 'Tailwind' }],
    ['#%3Cscript%3E.js', { codeVariant: 'JS' }],
    ['.tsx', { codeVariant: 'TS' }],
  ])('parses %j', (hash, expected) => {
    expect(parseCodePreferenceHash(hash)).toEqual(expected);
  });

  it('handles a very long hash', () => {
    expect(parseCodePreferenceHash(`#${'a'.repeat(100_000)}`)).toEqual({});
    expect(parseCodePreferenceHash(`#${'x'.repeat(100_000)}css-demo.js`)).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
  });
});

describe('parseCodeVariant and parseCodeStyling', () => {
  it('accept only the exact names', () => {
    expect(parseCodeVariant('JS')).toBe('JS');
    expect(parseCodeVariant('js')).toBeUndefined();
    expect(parseCodeVariant(undefined)).toBeUndefined();
    expect(parseCodeStyling('MUI System')).toBe('MUI System');
    expect(parseCodeStyling('MUI%20System')).toBeUndefined();
    expect(parseCodeStyling({ toString: () => 'CSS' })).toBeUndefined();
  });
});

describe('resolveCodePreferences', () => {
  it('prefers the hash, then the cookie, then the default', () => {
    expect(resolveCodePreferences({ codeVariant: 'JS' }, { codeVariant: 'TS' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'MUI System',
    });
    expect(resolveCodePreferences({}, { codeVariant: 'JS', codeStyling: 'CSS' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
    expect(resolveCodePreferences({}, {})).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });

  it('falls back to the default for tampered cookies, without error', () => {
    expect(resolveCodePreferences({}, { codeVariant: 'Rust', codeStyling: '<b>' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });
});

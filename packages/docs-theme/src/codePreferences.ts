/** Code preferences: which language and styling solution demos show. Pure parsing, no DOM. */

export const CODE_VARIANTS = { JS: 'JS', TS: 'TS' } as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLING = { SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS' } as const;
export type CodeStyling = (typeof CODE_STYLING)[keyof typeof CODE_STYLING];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

/** Cookie names, also the field names in cross-tab messages. */
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds. */
export const CODE_PREFERENCE_MAX_AGE = 31536000;

/** Hash markers, searched in this order; the first found wins. */
const STYLING_HASH_MARKERS: readonly [string, CodeStyling][] = [
  ['tailwind-', 'Tailwind'],
  ['css-', 'CSS'],
  ['system-', 'MUI System'],
];

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** The variant named by an untrusted value, or undefined. */
export function parseCodeVariant(value: unknown): CodeVariant | undefined {
  return value === 'JS' || value === 'TS' ? value : undefined;
}

/** The styling named by an untrusted value, or undefined. */
export function parseCodeStyling(value: unknown): CodeStyling | undefined {
  return value === 'MUI System' || value === 'Tailwind' || value === 'CSS' ? value : undefined;
}

/**
 * Preferences named by a URL hash such as `#tailwind-basic-button.tsx`. A hash that does not end in
 * `.js` or `.tsx` names nothing; only then is styling read from its `tailwind-`, `css-` or
 * `system-` marker.
 */
export function parseCodePreferenceHash(hash: string): Partial<CodePreferences> {
  let codeVariant: CodeVariant;
  if (hash.endsWith('.tsx')) codeVariant = 'TS';
  else if (hash.endsWith('.js')) codeVariant = 'JS';
  else return {};
  const marker = STYLING_HASH_MARKERS.find(([text]) => hash.includes(text));
  return marker ? { codeVariant, codeStyling: marker[1] } : { codeVariant };
}

/** Hash first, then cookies, then the defaults; invalid cookie values are skipped. */
export function resolveCodePreferences(
  hash: Partial<CodePreferences>,
  cookies: { codeVariant?: string; codeStyling?: string },
): CodePreferences {
  return {
    codeVariant: hash.codeVariant ?? parseCodeVariant(cookies.codeVariant) ?? DEFAULT_CODE_VARIANT,
    codeStyling: hash.codeStyling ?? parseCodeStyling(cookies.codeStyling) ?? DEFAULT_CODE_STYLING,
  };
}

/** Reads and writes the code-preference cookies (browser only). */
import Cookies from 'js-cookie';
import {
  CODE_PREFERENCE_MAX_AGE,
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';

export const SERVER_COOKIE_READ_ERROR =
  '[docs-theme] Code preference cookies cannot be read during server rendering. ' +
  'Render with the defaults (DEFAULT_CODE_VARIANT, DEFAULT_CODE_STYLING) on the server: ' +
  'useCodeVariant() and useCodeStyling() do this and switch to the reader’s choice after hydration.';

let warnedBlocked = false;

/** Cookies can throw (sandboxed frames, blocked storage): the defaults apply, with one warning. */
function withCookies<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    if (!warnedBlocked) {
      warnedBlocked = true;
      console.warn('[docs-theme] cookies are blocked; code preferences use the defaults', error);
    }
    return fallback;
  }
}

/** Raw cookie values; validate with `parseCodeVariant` / `parseCodeStyling`. Throws on the server. */
export function readCodePreferenceCookies(): { codeVariant?: string; codeStyling?: string } {
  if (typeof document === 'undefined') throw new Error(SERVER_COOKIE_READ_ERROR);
  return withCookies<{ codeVariant?: string; codeStyling?: string }>(
    () => ({
      codeVariant: Cookies.get(CODE_VARIANT_COOKIE),
      codeStyling: Cookies.get(CODE_STYLING_COOKIE),
    }),
    {},
  );
}

const cookieAttributes = { path: '/', 'max-age': String(CODE_PREFERENCE_MAX_AGE) };

export function writeCodeVariantCookie(value: CodeVariant): void {
  withCookies(() => Cookies.set(CODE_VARIANT_COOKIE, value, cookieAttributes), undefined);
}

export function writeCodeStylingCookie(value: CodeStyling): void {
  withCookies(() => Cookies.set(CODE_STYLING_COOKIE, value, cookieAttributes), undefined);
}

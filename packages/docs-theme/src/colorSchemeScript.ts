/**
 * The no-flash script. Inlined at the top of <body>, it runs before the first paint: it reads the
 * stored mode and schemes, resolves `system` through matchMedia and sets the scheme attribute on
 * <html> (which the theme's CSS variables switch on) plus the `mode-dark`/`mode-light` body class.
 * It swallows every error: blocked storage or an old browser simply get the default scheme.
 */
import {
  BODY_CLASS_DARK,
  BODY_CLASS_LIGHT,
  COLOR_MODES,
  COLOR_SCHEMES,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PREFERS_DARK_QUERY,
  type ColorMode,
} from './constants';

export interface InitColorSchemeScriptOptions {
  /** Attribute set on <html>. Default `data-mui-color-scheme`; the theme's CSS expects it. */
  attribute?: string;
  /** Default `mui-mode`. */
  modeStorageKey?: string;
  /** Prefix of the scheme keys. Default `mui-color-scheme` (`-light` / `-dark` appended). */
  colorSchemeStorageKey?: string;
  /** Mode when nothing valid is stored. Default `system`; keep it equal to the provider's. */
  defaultMode?: ColorMode;
  defaultLightColorScheme?: string;
  defaultDarkColorScheme?: string;
  /** Scheme names the theme defines; stored names outside it are ignored. */
  colorSchemes?: readonly string[];
}

const ATTRIBUTE_PATTERN = /^[a-z][a-z0-9-]*$/;

/** A JS string literal that is also safe inside an HTML <script> element. */
function literal(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The script's source text, minified. The same options always give the same text, so a
 * Content-Security-Policy hash computed at build time stays valid.
 */
export function getInitColorSchemeScript(options: InitColorSchemeScriptOptions = {}): string {
  const {
    attribute = COLOR_SCHEME_ATTRIBUTE,
    modeStorageKey = MODE_STORAGE_KEY,
    colorSchemeStorageKey = COLOR_SCHEME_STORAGE_KEY,
    defaultMode = 'system',
    defaultLightColorScheme = 'light',
    defaultDarkColorScheme = 'dark',
    colorSchemes = COLOR_SCHEMES,
  } = options;
  if (!ATTRIBUTE_PATTERN.test(attribute)) {
    throw new Error(
      `[docs-theme] Invalid attribute name ${literal(attribute)} for the init script.`,
    );
  }
  if (!(COLOR_MODES as readonly string[]).includes(defaultMode)) {
    throw new Error(
      `[docs-theme] Invalid default mode ${literal(defaultMode)} for the init script.`,
    );
  }
  // m: mode, l/k: light/dark scheme names, S: known schemes.
  return (
    `(function(){try{var d=document,b=d.body,m,l,k,S=${literal(colorSchemes)};` +
    `try{var s=localStorage;m=s.getItem(${literal(modeStorageKey)});` +
    `l=s.getItem(${literal(`${colorSchemeStorageKey}-light`)});` +
    `k=s.getItem(${literal(`${colorSchemeStorageKey}-dark`)})}catch(e){}` +
    `if(m!=="light"&&m!=="dark"&&m!=="system")m=${literal(defaultMode)};` +
    `if(m==="system")m=window.matchMedia&&matchMedia(${literal(PREFERS_DARK_QUERY)}).matches?"dark":"light";` +
    `if(S.indexOf(l)<0)l=${literal(defaultLightColorScheme)};` +
    `if(S.indexOf(k)<0)k=${literal(defaultDarkColorScheme)};` +
    `d.documentElement.setAttribute(${literal(attribute)},m==="dark"?k:l);` +
    `if(b){b.classList.remove(${literal(BODY_CLASS_DARK)},${literal(BODY_CLASS_LIGHT)});` +
    `b.classList.add(m==="dark"?${literal(BODY_CLASS_DARK)}:${literal(BODY_CLASS_LIGHT)})}` +
    `}catch(e){}})();`
  );
}

/**
 * The CSP source for the script, `'sha256-…'` with quotes, ready for `script-src`. Uses Web
 * Crypto, present in browsers and in Node 19+ (run it at build time).
 */
export async function getInitColorSchemeScriptHash(
  options: InitColorSchemeScriptOptions = {},
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('[docs-theme] getInitColorSchemeScriptHash needs Web Crypto (Node 19+).');
  }
  const bytes = new TextEncoder().encode(getInitColorSchemeScript(options));
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  let binary = '';
  digest.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `'sha256-${btoa(binary)}'`;
}

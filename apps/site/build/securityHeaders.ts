/**
 * The site's security headers, as pure functions: the Content-Security-Policy for one build's
 * configuration, the `_headers` file (Netlify / Cloudflare Pages format) filled from its template
 * in public/_headers, path matching for `vite preview`, and the same headers as nginx directives.
 *
 * The policy: scripts only from this origin, the no-flash inline script by its hash, the
 * configured ad network and analytics hosts, and blob: URLs (a demo the reader edits runs as a
 * module the page creates; a blob: URL can only be made by script already running here); no
 * 'unsafe-inline' and no 'unsafe-eval' for scripts. 'wasm-unsafe-eval' lets the search index (Pagefind) compile its WebAssembly; it does
 * not allow eval of JavaScript. Styles need 'unsafe-inline': emotion inserts <style> elements at
 * runtime (and the prerender inlines the critical ones), and build-time code highlighting writes
 * colours into style attributes. Style injection cannot run script, so the script policy stays
 * strict.
 */

export const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';

export interface CspSources {
  /** Hashes of inline scripts, quoted, e.g. `'sha256-…'`. */
  scriptHashes: readonly string[];
  /** Origins allowed to serve scripts (ad network script, analytics tag). */
  scriptOrigins: readonly string[];
  /** Origins the page may fetch from (ad feed, analytics collection). */
  connectOrigins: readonly string[];
  /** Origins images and impression pixels may come from. */
  imageOrigins: readonly string[];
}

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

export type SiteEnv = Record<string, string | undefined>;

/**
 * The third-party origins of one build, from the same variables the site reads: the ad feed and
 * script (none when neither is set: the site then shows in-house ads only and contacts no ad
 * host; `npm start` and the tests set them to the local fake network), the analytics tag script, and
 * VITE_CSP_EXTRA_HOSTS (comma- or space-separated origins for ad images, impression pixels and
 * analytics collection, which a network may serve from other hosts). A malformed extra host
 * fails the build rather than silently widening or breaking the policy.
 */
export function cspSourcesFromEnv(env: SiteEnv, scriptHashes: readonly string[]): CspSources {
  const feed = httpOrigin(env.VITE_AD_FEED_URL);
  const adScript = httpOrigin(env.VITE_AD_SCRIPT_URL);
  const analytics = env.VITE_ANALYTICS_ID ? httpOrigin(env.VITE_GTAG_SCRIPT_URL) : undefined;
  const extra = (env.VITE_CSP_EXTRA_HOSTS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((host) => {
      const origin = httpOrigin(host);
      if (!origin || origin !== host.replace(/\/$/, '')) {
        throw new Error(
          `[site] VITE_CSP_EXTRA_HOSTS: "${host}" is not an http(s) origin such as https://img.example.net`,
        );
      }
      return origin;
    });
  return {
    scriptHashes,
    scriptOrigins: unique([adScript, analytics]),
    connectOrigins: unique([feed, analytics, ...extra]),
    imageOrigins: unique([feed, adScript, analytics, ...extra]),
  };
}

/** Where a demo's "Open in StackBlitz / CodeSandbox" forms post (src/demos/project/sandboxForms.ts). */
export const SANDBOX_FORM_ORIGINS = ['https://stackblitz.com', 'https://codesandbox.io'];

/** The policy as one header value. */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // Edited demo code runs as an ES module imported from a blob: URL; eval stays forbidden.
      'blob:',
      ...sources.scriptHashes,
      "'wasm-unsafe-eval'",
      ...sources.scriptOrigins,
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: images: MUI X's range calendar drags its ends with an empty 1×1 GIF as the drag image.
    // An image cannot run script, so this widens nothing a script could use.
    ['img-src', "'self'", 'data:', ...sources.imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connectOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // A demo's toolbar posts the demo's project to these sandbox services (src/demos/project).
    ['form-action', "'self'", ...SANDBOX_FORM_ORIGINS],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** public/_headers with the policy filled in; throws when the template lost its placeholder. */
export function fillHeadersTemplate(template: string, policy: string): string {
  if (!template.includes(CSP_PLACEHOLDER)) {
    throw new Error(`[site] public/_headers has no ${CSP_PLACEHOLDER} placeholder`);
  }
  if (/[\r\n]/.test(policy)) throw new Error('[site] a header value cannot span lines');
  return template.split(CSP_PLACEHOLDER).join(policy);
}

export interface HeaderRule {
  /** A path, or a path prefix ending in `*`. */
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * Reads a `_headers` file: an unindented line is a path pattern, indented `Name: value` lines
 * under it are its headers, `#` lines are comments.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`[site] _headers: cannot read "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*')
    ? pathname.startsWith(pattern.slice(0, -1))
    : pathname === pattern || pathname === `${pattern.replace(/\/$/, '')}/`;
}

/** The headers a path gets: every matching rule in file order, a later value replacing an earlier. */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}

/** The same headers as nginx `add_header` directives (`always`, so error pages carry them too). */
export function toNginxDirectives(headers: ReadonlyMap<string, string>, indent = '    '): string {
  return [...headers]
    .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

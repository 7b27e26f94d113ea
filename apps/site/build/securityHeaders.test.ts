import { readFileSync } from 'node:fs';
import { inlineScriptHashes, toolpadScriptHashes } from './inlineScriptHashes';
import { describe, expect, it } from 'vitest';
import { FAKE_AD_NETWORK_ENV, FAKE_AD_NETWORK_ORIGIN } from '../scripts/fakeAdNetwork.mjs';
import {
  buildContentSecurityPolicy,
  CSP_PLACEHOLDER,
  cspSourcesFromEnv,
  fillHeadersTemplate,
  headersForPath,
  httpOrigin,
  parseHeadersFile,
  toNginxDirectives,
} from './securityHeaders';

const siteDir = `${import.meta.dirname}/..`;
const template = readFileSync(`${siteDir}/public/_headers`, 'utf8');
const HASH = "'sha256-abc='";

/** The directive's sources, without its name. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('httpOrigin', () => {
  it('keeps only the origin of http(s) URLs', () => {
    expect(httpOrigin('https://ads.example.net/feed.json?x=1')).toBe('https://ads.example.net');
    expect(httpOrigin('javascript:alert(1)')).toBeUndefined();
    expect(httpOrigin('//ads.example.net/feed.json')).toBeUndefined();
    expect(httpOrigin(undefined)).toBeUndefined();
  });
});

describe('cspSourcesFromEnv', () => {
  it('allows no ad host at all when no network is configured', () => {
    const sources = cspSourcesFromEnv({}, [HASH]);
    expect(sources).toEqual({
      scriptHashes: [HASH],
      scriptOrigins: [],
      connectOrigins: [],
      imageOrigins: [],
    });
    const policy = buildContentSecurityPolicy(sources);
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|:4100/);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'blob:',
      HASH,
      "'wasm-unsafe-eval'",
    ]);
  });

  it('allows the local fake ad network when npm start and the tests configure it', () => {
    const sources = cspSourcesFromEnv({ ...FAKE_AD_NETWORK_ENV }, [HASH]);
    expect(sources.scriptOrigins).toEqual([FAKE_AD_NETWORK_ORIGIN]);
    expect(sources.connectOrigins).toEqual([FAKE_AD_NETWORK_ORIGIN]);
    expect(sources.imageOrigins).toEqual([FAKE_AD_NETWORK_ORIGIN]);
  });

  it('takes the configured ad network, analytics and extra hosts', () => {
    const sources = cspSourcesFromEnv(
      {
        VITE_AD_FEED_URL: 'https://feed.example.net/ads.json',
        VITE_AD_SCRIPT_URL: 'https://cdn.example.net/ads.js',
        VITE_ANALYTICS_ID: 'G-1',
        VITE_GTAG_SCRIPT_URL: 'https://tags.example.org/gtag/js',
        VITE_CSP_EXTRA_HOSTS: 'https://img.example.net, https://collect.example.org',
      },
      [HASH],
    );
    expect(sources.scriptOrigins).toEqual(['https://cdn.example.net', 'https://tags.example.org']);
    expect(sources.connectOrigins).toEqual([
      'https://feed.example.net',
      'https://tags.example.org',
      'https://img.example.net',
      'https://collect.example.org',
    ]);
    expect(sources.imageOrigins).toContain('https://cdn.example.net');
  });

  it('ignores the analytics script without an analytics id, as the site does', () => {
    const sources = cspSourcesFromEnv({ VITE_GTAG_SCRIPT_URL: 'https://tags.example.org/g' }, []);
    expect(sources.scriptOrigins).not.toContain('https://tags.example.org');
  });

  it('fails the build for an extra host that is not an origin', () => {
    for (const bad of ["'unsafe-inline'", 'https://img.example.net/path', '*', 'data:']) {
      expect(() => cspSourcesFromEnv({ VITE_CSP_EXTRA_HOSTS: bad }, [])).toThrow(
        /VITE_CSP_EXTRA_HOSTS/,
      );
    }
  });
});

describe('buildContentSecurityPolicy', () => {
  const policy = buildContentSecurityPolicy(cspSourcesFromEnv({ ...FAKE_AD_NETWORK_ENV }, [HASH]));

  it('allows scripts from this origin, edited demos (blob:), the hashed inline script and the ad network only', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'blob:',
      HASH,
      "'wasm-unsafe-eval'",
      FAKE_AD_NETWORK_ORIGIN,
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('allows images from this origin, data: URLs (a range calendar’s drag image) and the ad network', () => {
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', FAKE_AD_NETWORK_ORIGIN]);
  });

  it('allows inline styles (emotion) and forbids framing, plugins and base changes', () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('fillHeadersTemplate', () => {
  it('puts the policy in place of the placeholder', () => {
    const filled = fillHeadersTemplate(template, 'default-src x');
    expect(filled).not.toContain(CSP_PLACEHOLDER);
    expect(filled).toContain('Content-Security-Policy: default-src x');
  });

  it('refuses a template without the placeholder, and a value with a line break', () => {
    expect(() => fillHeadersTemplate('/*\n  X-A: b', 'p')).toThrow(/placeholder/);
    expect(() => fillHeadersTemplate(template, 'a\n/*\n  X-Evil: 1')).toThrow(/span lines/);
  });
});

describe('parseHeadersFile and headersForPath', () => {
  const rules = parseHeadersFile(fillHeadersTemplate(template, "default-src 'self'"));

  it('gives every path the security headers', () => {
    for (const path of ['/', '/material-ui/react-button', '/assets/index-1.js', '/sw.js']) {
      const headers = headersForPath(rules, path);
      expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'");
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', () => {
    expect(headersForPath(rules, '/assets/index-1.js').get('Cache-Control')).toMatch(/immutable/);
    expect(headersForPath(rules, '/sw.js').get('Cache-Control')).toBe('no-cache');
    expect(headersForPath(rules, '/material-ui').has('Cache-Control')).toBe(false);
  });

  it('rejects a header line outside a path rule', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/cannot read/);
  });
});

describe('deploy/security-headers.conf', () => {
  it('matches what the build writes for its example configuration', async () => {
    const example = {
      VITE_AD_FEED_URL: 'https://ads.example.net/feed.json',
      VITE_AD_SCRIPT_URL: 'https://ads.example.net/script.js',
      VITE_ANALYTICS_ID: 'G-EXAMPLE',
      VITE_GTAG_SCRIPT_URL: 'https://analytics.example.org/gtag/js',
      VITE_CSP_EXTRA_HOSTS: 'https://img.example.net',
    };
    const policy = buildContentSecurityPolicy(
      cspSourcesFromEnv(example, await inlineScriptHashes(siteDir)),
    );
    const rules = parseHeadersFile(fillHeadersTemplate(template, policy));
    const expected = toNginxDirectives(headersForPath(rules, '/'), '');
    const conf = readFileSync(`${siteDir}/deploy/security-headers.conf`, 'utf8');
    const directives = conf
      .split('\n')
      .filter((line) => line.startsWith('add_header'))
      .join('\n');
    expect(directives).toBe(expected);
  });
});

describe('toNginxDirectives', () => {
  it('escapes quotes and adds the headers to error responses too', () => {
    expect(toNginxDirectives(new Map([['X-A', 'say "hi"']]), '')).toBe(
      'add_header X-A "say \\"hi\\"" always;',
    );
  });
});

describe('inlineScriptHashes', () => {
  it('covers the colour-scheme script Toolpad’s AppProvider prerenders with the site’s theme', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { AppProvider } = await import('@toolpad/core/AppProvider');
    const { createDocsTheme } = await import('@docshell/docs-theme');
    const theme = createDocsTheme({
      dense: false,
      direction: 'ltr',
      spacing: 8,
      paletteColors: {},
    } as Parameters<typeof createDocsTheme>[0]);
    const html = renderToStaticMarkup(createElement(AppProvider, { theme }, 'page'));
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length, html.slice(0, 300)).toBeGreaterThan(0);
    const hashes = await inlineScriptHashes(siteDir);
    const { createHash } = await import('node:crypto');
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(hashes).toContain(hash);
    }
    expect(toolpadScriptHashes(siteDir)).toHaveLength(scripts.length);
  });
});

import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_HYDRATED_SELECTOR, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { cspViolations, recordCspViolations } from './cspViolations';
import { FAKE_AD_NETWORK_ORIGIN } from '../scripts/fakeAdNetwork.mjs';
import { getConsentPromptScript } from '@docshell/docs-analytics';
import { getInitColorSchemeScript } from '@docshell/docs-theme/init-script';

// The inline scripts scripts/prerender.mjs writes into every page, to the character.
const SHIPPED_INLINE_SCRIPTS = [getInitColorSchemeScript(), getConsentPromptScript()];

// Untrusted input from every side: the ad feed and script, the URL, cookies and storage. Every
// payload calls alert() or sets a global if it ever runs, and the page runs under the site's CSP,
// so "no dialog, no global, no violation" means no script ran.
const baseURL = inject('baseURL');
const PAGE = '/material-ui/react-button';
/** The slowest honest outcome: a feed that never ends is abandoned after 5 s. */
const AD_SETTLE_MS = 12_000;
const PARALLEL = 4;
const tb = sharedTestBrowser();

interface Watched {
  page: Page;
  dialogs: string[];
  pageErrors: string[];
  warnings: string[];
  violations: () => Promise<string[]>;
  /** Globals the payloads would set, and elements they would inject. */
  injected: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * Whether an uncaught error (its stack) is the ad network's: raised in the network's origin, or a
 * script that failed to parse (no stack frame at all: nothing ran). An error of ours, even a
 * JSON.parse one, has frames in the site's own chunks, so it is not excused.
 */
function fromBrokenNetworkScript(stack: string): boolean {
  return stack.includes(new URL(FAKE_AD_NETWORK_ORIGIN).host) || !/\n\s+at /.test(stack);
}

/** A page that records dialogs, uncaught errors, console warnings and CSP violations. */
async function watchedPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  initScript?: () => void,
): Promise<Watched> {
  const context = await browser.newContext(options);
  if (initScript) await context.addInitScript(initScript);
  await recordCspViolations(context);
  const page = await context.newPage();
  const watched: Watched = {
    page,
    dialogs: [],
    pageErrors: [],
    warnings: [],
    violations: () => cspViolations(page),
    injected: () =>
      page.evaluate((shipped) => {
        const found: string[] = [];
        if ('__pwned' in window) found.push('window.__pwned');
        const selector =
          '[onerror], [onload], [onclick], [onmouseover], a[href^="javascript:"], iframe, object, embed';
        for (const element of document.querySelectorAll(selector)) found.push(element.outerHTML);
        // The only inline scripts the site ships: the no-flash one and the consent prompt's.
        for (const script of document.scripts) {
          if (!script.src && !shipped.includes(script.text)) found.push(script.outerHTML);
        }
        return found;
      }, SHIPPED_INLINE_SCRIPTS),
    close: () => context.close(),
  };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // With the stack, so an error can be told apart by the script it came from.
  page.on('pageerror', (error) => watched.pageErrors.push(error.stack || error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') watched.warnings.push(message.text());
  });
  return watched;
}

// The page's content (the ad slot with it) hydrates after the shell: wait for both.
const hydrated = (page: Page) => page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 15_000 });

/** Runs `task` over `items`, PARALLEL at a time; returns every failure message. */
async function inParallel<T>(items: T[], task: (item: T) => Promise<string[]>): Promise<string[]> {
  const queue = [...items];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        failures.push(...(await task(item)));
      }
    }),
  );
  return failures;
}

const AD_MODES = [
  'malformed-json',
  'huge',
  'never-ends',
  'hostile',
  'slow',
  'empty-entries',
  'no-inventory',
  'blocked',
] as const;
const AD_CASES = AD_MODES.flatMap((mode) =>
  (['inline', 'image'] as const).map((shape) => ({ mode, shape })),
);

describe('a hostile or broken ad network', () => {
  it(
    `keeps the page working in all ${AD_CASES.length} feed and script modes, and runs no script`,
    { timeout: 120_000 },
    async () => {
      const failures = await inParallel(AD_CASES, async ({ mode, shape }) => {
        const w = await watchedPage(tb.browser, { userAgent: READER_USER_AGENT });
        const name = `${mode}/${shape}`;
        const problems: string[] = [];
        try {
          await w.page.goto(`${baseURL}${PAGE}?adMode=${mode}&adShape=${shape}&adRandom=0.5`);
          await hydrated(w.page);
          const slot = w.page.locator('.Ad-root').first();
          // Within the bound the slot settles on an ad (the network's or ours), or on nothing.
          const settled = await w.page
            .waitForFunction(
              () => {
                const root = document.querySelector('.Ad-root');
                return (
                  root !== null &&
                  /^(network|in-house)-/.test(root.getAttribute('data-ga-event-label') ?? '')
                );
              },
              undefined,
              { timeout: AD_SETTLE_MS },
            )
            .then(() => true)
            .catch(() => false);
          const label = await slot.getAttribute('data-ga-event-label');
          if (!settled && (await slot.locator('a').count()) > 0) {
            problems.push(`${name}: a link in a slot that never settled (label ${label})`);
          }
          if (!(await w.page.getByRole('heading', { level: 1, name: 'Button' }).isVisible())) {
            problems.push(`${name}: the page content is gone`);
          }
          const hrefs = await slot
            .locator('a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          const unsafe = hrefs.filter((href) => !/^(https?:|\/)/.test(href));
          if (unsafe.length) problems.push(`${name}: unsafe links ${unsafe.join(', ')}`);
          if (w.dialogs.length) problems.push(`${name}: dialogs ${w.dialogs.join(', ')}`);
          const injected = await w.injected();
          if (injected.length) problems.push(`${name}: injected ${injected.join(' ')}`);
          const violations = await w.violations();
          if (violations.length) problems.push(`${name}: CSP ${violations.join(', ')}`);
          // The network's own broken script may throw (malformed-json); nothing of ours may.
          const ours = w.pageErrors.filter((e) => !fromBrokenNetworkScript(e));
          if (ours.length) problems.push(`${name}: errors ${ours.join(', ')}`);
        } finally {
          await w.close();
        }
        return problems;
      });
      expect(failures).toEqual([]);
    },
  );
});

/** Hostile URLs, each with what must come back: the page it names, or the 404 page. */
const HOSTILE_URLS: { url: string; expect: 'page' | 'not-found' | RegExp }[] = [
  {
    url: '/production-error?code=<script>window.__pwned=1</script>&args[]=<img src=x onerror=alert(1)>',
    expect: 'page',
  },
  {
    url: '/production-error?code=1&args[]=<img src=x onerror=alert(1)>&args[]="><svg onload=alert(2)>',
    expect: 'page',
  },
  { url: `/production-error?code=1&${'args[]=x&'.repeat(900)}`, expect: 'page' },
  { url: `${PAGE}?${'q=%3Cscript%3E&'.repeat(700)}`, expect: 'page' },
  { url: '/material-ui%2Freact-button', expect: 'not-found' },
  { url: '/material-ui/%2e%2e/material-ui/react-button', expect: 'page' },
  { url: '/..%2f..%2f..%2fetc%2fpasswd', expect: 'not-found' },
  { url: '/material-ui/..%5c..%5creact-button', expect: 'not-found' },
  { url: '/xx/material-ui/react-button', expect: 'not-found' },
  { url: '/zh/material-ui/react-button', expect: 'page' },
  { url: '/<script>window.__pwned=1</script>', expect: 'not-found' },
  { url: `/${'a/'.repeat(400)}`, expect: 'not-found' },
  { url: `${PAGE}#"><img src=x onerror=alert(1)>`, expect: 'page' },
  { url: `${PAGE}#'onmouseover='alert(1)`, expect: 'page' },
  { url: `${PAGE}#"><img src=x onerror=alert(1)>.js`, expect: 'page' },
  { url: `${PAGE}#tailwind-"><svg onload=alert(1)>.tsx`, expect: 'page' },
  { url: `${PAGE}#${'%22'.repeat(2000)}.js`, expect: 'page' },
  { url: `${PAGE}?adMode=<script>&adShape="><img>&adRandom=NaN`, expect: 'page' },
  { url: '/api/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', expect: 'not-found' },
];

describe('hostile URLs', () => {
  it(
    `answer all ${HOSTILE_URLS.length} with a proper page or the 404, and run no script`,
    { timeout: 120_000 },
    async () => {
      const failures = await inParallel(HOSTILE_URLS, async (item) => {
        const w = await watchedPage(tb.browser);
        const problems: string[] = [];
        const name = item.url.slice(0, 80);
        try {
          await w.page.goto(`${baseURL}${item.url}`);
          await hydrated(w.page);
          await w.page.waitForTimeout(300);
          const h1 = await w.page.locator('h1').allTextContents();
          const notFound = h1.includes('Page not found');
          if (h1.length !== 1) problems.push(`${name}: ${h1.length} h1 elements`);
          if (item.expect === 'not-found' && !notFound)
            problems.push(`${name}: not the 404 (${h1})`);
          if (item.expect === 'page' && notFound) problems.push(`${name}: 404 instead of the page`);
          if (w.dialogs.length) problems.push(`${name}: dialogs ${w.dialogs.join(', ')}`);
          const injected = await w.injected();
          if (injected.length) problems.push(`${name}: injected ${injected.join(' ')}`);
          const violations = await w.violations();
          if (violations.length) problems.push(`${name}: CSP ${violations.join(', ')}`);
          if (w.pageErrors.length) problems.push(`${name}: errors ${w.pageErrors.join(', ')}`);
        } finally {
          await w.close();
        }
        return problems;
      });
      expect(failures).toEqual([]);
    },
  );

  it('shows hostile error arguments as text', async () => {
    const w = await watchedPage(tb.browser);
    await w.page.goto(
      `${baseURL}/production-error?code=1&args[]=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    await hydrated(w.page);
    await w.page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first().waitFor();
    expect(await w.page.locator('main img').count()).toBe(0);
    expect(w.dialogs).toEqual([]);
    await w.close();
  });
});

/** Makes every Storage method throw, as a browser with storage blocked does. */
function blockStorage() {
  for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
    Storage.prototype[method] = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  }
}

/** Reads work; every write fails as on a full disk. */
function fillStorage() {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

/**
 * Cookies are silently dropped, as for a site framed by another with third-party cookies blocked:
 * reads give nothing and writes are ignored.
 */
function dropCookies() {
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get: () => '',
    set: () => {},
  });
}

/** Switches the colour mode twice in the settings drawer: each switch writes storage. */
async function useSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.body.classList.contains('mode-dark')))
    .toBe(true);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.body.classList.contains('mode-light')))
    .toBe(true);
  await page.keyboard.press('Escape');
}

/** How often each distinct storage warning was logged (the error detail left out). */
function storageWarnings(warnings: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const text of warnings) {
    if (!/storage/i.test(text)) continue;
    const message = text.split(/ (SecurityError|QuotaExceededError)/)[0]!;
    counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}

describe('tampered or blocked browser state', () => {
  it('ignores cookies with unknown values and shows the defaults', async () => {
    const w = await watchedPage(tb.browser);
    const url = new URL(baseURL);
    await w.page.context().addCookies(
      [
        ['codeVariant', '<script>window.__pwned=1</script>'],
        ['codeStyling', '"><img src=x onerror=alert(1)>'],
      ].map(([name, value]) => ({
        name: name!,
        value: encodeURIComponent(value!),
        domain: url.hostname,
        path: '/',
      })),
    );
    await w.page.goto(`${baseURL}${PAGE}`);
    await hydrated(w.page);
    await w.page.getByRole('button', { name: 'Settings', exact: true }).click();
    // The defaults: TypeScript and MUI System.
    await expect
      .poll(() =>
        w.page.getByRole('button', { name: 'Show TypeScript code' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(
      await w.page
        .getByRole('button', { name: 'MUI System', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(w.dialogs).toEqual([]);
    expect(await w.injected()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await w.close();
  });

  it('ignores junk in localStorage and shows the defaults', async () => {
    const w = await watchedPage(tb.browser, { colorScheme: 'light' }, () => {
      localStorage.setItem('mui-mode', '<script>window.__pwned=1</script>');
      localStorage.setItem('mui-color-scheme-light', '"><img src=x onerror=alert(1)>');
      localStorage.setItem('docs-cookie-consent', '{"__proto__":{"allowsAnalytics":true}}');
    });
    await w.page.goto(`${baseURL}${PAGE}`);
    await hydrated(w.page);
    expect(await w.page.evaluate(() => document.documentElement.dataset.muiColorScheme)).toBe(
      'light',
    );
    // A `__proto__` key in stored JSON pollutes nothing.
    expect(await w.page.evaluate(() => 'allowsAnalytics' in Object.prototype)).toBe(false);
    expect(w.dialogs).toEqual([]);
    expect(await w.injected()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await w.close();
  });

  for (const [what, init] of [
    ['throws SecurityError', blockStorage],
    ['is full (QuotaExceededError)', fillStorage],
  ] as const) {
    it(`works when localStorage ${what}, warning once per package`, async () => {
      const w = await watchedPage(tb.browser, {}, init);
      await w.page.goto(`${baseURL}${PAGE}`);
      await hydrated(w.page);
      await useSettings(w.page);
      await w.page.getByRole('heading', { level: 1, name: 'Button' }).waitFor();
      // Each storage user says so once, however often it tried (the mode was written twice).
      const counts = storageWarnings(w.warnings);
      const theme = Object.keys(counts).filter((message) => message.startsWith('[docs-theme]'));
      expect(theme).toHaveLength(1);
      expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((key) => [key, 1])));
      expect(w.pageErrors).toEqual([]);
      await w.close();
    });
  }

  it('works when cookies are dropped (third-party cookies blocked)', async () => {
    const w = await watchedPage(tb.browser, {}, dropCookies);
    await w.page.goto(`${baseURL}${PAGE}#button-variants.js`);
    await hydrated(w.page);
    await w.page.getByRole('heading', { level: 1, name: 'Button' }).waitFor();
    await w.page.getByRole('button', { name: 'Settings', exact: true }).click();
    // The hash still picks JavaScript, and a choice still applies to this page.
    const js = w.page.getByRole('button', { name: 'Show JavaScript code' });
    const ts = w.page.getByRole('button', { name: 'Show TypeScript code' });
    await expect.poll(() => js.getAttribute('aria-pressed')).toBe('true');
    await ts.click();
    await expect.poll(() => ts.getAttribute('aria-pressed')).toBe('true');
    expect(w.pageErrors).toEqual([]);
    await w.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, sharedTestBrowser } from './browser';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

describe('path rules', () => {
  it('renders the English page under a /zh/ prefix', async () => {
    const { page, errors } = await openPage(tb.browser);
    // No file exists for it, so the server answers 404 with the 404 page (as nginx does), and
    // the client renders the English page in its place.
    await gotoHydrated(page, `${baseURL}/zh/material-ui/getting-started/installation`);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/zh/material-ui/getting-started/installation');
    // The page comes with its product's side nav, the current page marked in it.
    const current = page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Installation');
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  it('sends /api/<component> to the Material UI API page', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/api/button`);
    await page.waitForFunction(() => window.location.pathname === '/material-ui/api/button');
    await page.getByRole('heading', { level: 1, name: 'Button API' }).waitFor();
  });

  it('drops a trailing slash and hydrates the page served for it, keeping its HTML', async () => {
    const { page, errors } = await openPage(tb.browser);
    // The prerendered heading, before any script runs: a page rendered afresh has another node.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedHeading: Element | null }).servedHeading =
          document.querySelector('h1');
      });
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button/?a=1#variants`);
    expect(
      await page.evaluate(() => window.location.href.slice(window.location.origin.length)),
    ).toBe('/material-ui/react-button?a=1#variants');
    await page.getByRole('heading', { level: 1, name: 'Button' }).waitFor();
    const kept = await page.evaluate(
      () =>
        (window as unknown as { servedHeading: Element | null }).servedHeading ===
        document.querySelector('h1'),
    );
    expect(kept).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates the shell first, then the nav and the page from code fetched after it, keeping their HTML', async () => {
    const { page, errors } = await openPage(tb.browser);
    type Served = { servedArticle: Element | null; servedNav: Element | null };
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const served = window as unknown as Served;
        served.servedArticle = document.querySelector('article');
        served.servedNav = document.querySelector('.site-nav nav');
      });
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.waitForLoadState('load');
    // Time for a service worker's registration, which would start at the load event.
    await page.waitForTimeout(500);
    const seen = await page.evaluate((mark) => {
      const shellDone = performance.getEntriesByName(mark)[0]!.startTime;
      const starts = (pattern: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime - shellDone);
      return {
        app: starts(/^\/assets\/app-[\w-]{8}\.js$/),
        docPage: starts(/^\/assets\/doc-page-[\w-]{8}\.js$/),
        content: starts(/^\/assets\/react-button-[\w-]{8}\.js$/),
        tree: starts(/^\/assets\/content-[\w-]{8}\.js$/),
        serviceWorker: starts(/^\/assets\/serviceWorker-[\w-]{8}\.js$/),
        kept:
          (window as unknown as Served).servedArticle === document.querySelector('article') &&
          (window as unknown as Served).servedNav === document.querySelector('.site-nav nav'),
      };
    }, 'docshell:hydrated');
    // The shell's code came before the shell was interactive; the page's own code after it.
    expect(seen.app).toHaveLength(1);
    expect(seen.app[0]).toBeLessThan(0);
    expect(seen.docPage).toHaveLength(1);
    expect(seen.docPage[0]).toBeGreaterThanOrEqual(0);
    expect(seen.content).toHaveLength(1);
    expect(seen.content[0]).toBeGreaterThanOrEqual(0);
    expect(seen.tree).toHaveLength(1);
    expect(seen.tree[0]).toBeGreaterThanOrEqual(0);
    // Not the production origin: the service worker's code is not even fetched.
    expect(seen.serviceWorker).toEqual([]);
    // Hydrated, not rendered again: the prerendered article and nav are the ones on screen.
    expect(seen.kept).toBe(true);
    // And it works: a demo's buttons have their handlers.
    const js = page.getByRole('button', { name: 'JS: show JavaScript source' }).first();
    await js.click();
    await expect.poll(() => js.getAttribute('aria-pressed')).toBe('true');
    // And the nav's: a closed section opens.
    const section = page.locator('.site-nav').getByRole('button', { name: 'Getting started' });
    await section.click();
    await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('shows a helpful 404 with the header for an unknown page', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Settings', exact: true }).count()).toBe(1);
    expect(await page.title()).toContain('404');
  });
});

describe('the preview server', () => {
  it('answers an unknown path with status 404 and the 404 page, as nginx does, and a page with 200', async () => {
    const { page } = await openPage(tb.browser);
    for (const path of ['/no/such/page', '/material-ui/no-such-page', '/assets/gone.js']) {
      const response = await page.request.get(`${baseURL}${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain('<title>404: Page not found - docshell</title>');
      expect(html, path).toContain('data-route="/404"');
    }
    for (const path of ['/', '/material-ui/react-button', '/material-ui/react-button/']) {
      const response = await page.request.get(`${baseURL}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('404: Page not found');
    }
    // A reader's browser shows that page, with its status.
    const response = await page.goto(`${baseURL}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

describe('document head', () => {
  /** The head tags a page's prerendered HTML carries. */
  const HEAD_TAGS = [
    'meta[name="description"]',
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:url"]',
    'link[rel="canonical"]',
    'meta[name="docshell:productId"]',
    'meta[name="docshell:productCategoryId"]',
    'link[rel="alternate"][type="text/markdown"]',
  ];
  const readHead = (page: Page) =>
    page.evaluate(
      (selectors) => ({
        title: document.title,
        tags: selectors.map((selector) => {
          const found = document.head.querySelectorAll(selector);
          const element = found[0];
          return `${selector} x${found.length} = ${element?.getAttribute('content') ?? element?.getAttribute('href')}`;
        }),
      }),
      HEAD_TAGS,
    );

  it('follows client navigation: the new page has the tags its prerendered HTML has', async () => {
    const { page, errors } = await openPage(tb.browser);
    const target = '/x/react-data-grid/overview';
    // What the prerender wrote for the target page, read in a page of its own.
    await gotoHydrated(page, `${baseURL}${target}`);
    const expected = await readHead(page);
    expect(expected.tags.join('\n')).toContain('docshell:productId"] x1 = x-data-grid');

    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    expect((await readHead(page)).tags.join('\n')).toContain(
      'docshell:productId"] x1 = material-ui',
    );
    // A client navigation (no document request) to a page of another product, from the header.
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page
      .getByRole('button', { name: /Material UI/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /Data Grid/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Data Grid overview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(target);
    await expect.poll(() => readHead(page)).toEqual(expected);
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('special pages', () => {
  it('decodes a production error and shows hostile arguments as text', async () => {
    const { page } = await openPage(tb.browser);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
    await gotoHydrated(page, `${baseURL}/production-error?code=1&args[]=${hostile}`);
    const box = page.getByTestId('decoded-error');
    await box.waitFor();
    expect(await box.textContent()).toContain('<img src=x onerror=alert(1)>');
    expect(await box.textContent()).toContain('[missing argument]');
    expect(await box.locator('img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  it('explains an unknown error code', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/production-error?code=99999`);
    await page.getByText('is not in the table of this version').waitFor();
  });

  it('lists every product version with the current one marked', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/versions`);
    for (const version of ['v6.1.1', 'v5.0.0-beta.46', 'v5.0.0-beta.58']) {
      expect(
        await page.getByRole('cell', { name: new RegExp(version.replace(/\./g, '\\.')) }).count(),
      ).toBeGreaterThan(0);
    }
    expect(await page.getByLabel('current version').count()).toBeGreaterThanOrEqual(6);
  });

  it('opens an older version from the version selector', async () => {
    const { page } = await openPage(tb.browser);
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.getByRole('button', { name: /Version v6\.1\.1/ }).click();
    const archive = page.getByRole('menuitem', { name: /v5/ });
    expect(await archive.getAttribute('href')).toMatch(/^https:\/\/v5\./);
    await page.getByRole('menuitem', { name: 'View all versions' }).click();
    await page.waitForFunction(() => window.location.pathname === '/versions');
  });
});

describe('feedback', () => {
  it('sends a rating and comment, and keeps the comment when sending fails', async () => {
    const { page } = await openPage(tb.browser);
    let status = 500;
    const bodies: unknown[] = [];
    await page.route('**/api/feedback', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status, body: '{}' });
    });
    await gotoHydrated(page, `${baseURL}/material-ui/react-button`);
    await page.getByRole('button', { name: 'No, this page was not helpful' }).click();
    const comment = page.getByRole('textbox', { name: /What was missing/ });
    await comment.fill('The disabled example is missing.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('could not be sent').waitFor();
    expect(await comment.inputValue()).toBe('The disabled example is missing.');

    status = 200;
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('your feedback has been sent').waitFor();
    expect(bodies.at(-1)).toMatchObject({
      page: '/material-ui/react-button',
      rating: 0,
      comment: 'The disabled example is missing.',
    });
  });
});

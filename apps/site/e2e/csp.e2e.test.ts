import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, READER_USER_AGENT, sharedTestBrowser } from './browser';
import { cspViolations, recordCspViolations } from './cspViolations';

// `vite preview` serves every response with the headers of dist/_headers (build/
// securityHeadersPlugin.ts), so every browser test runs under the policy production sends. The
// sweep of every route for violations, in light and dark mode, is in routes.e2e.test.ts (one visit
// per route checks both).
const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

describe('Content-Security-Policy', () => {
  it('is sent with every page: scripts by hash and from known hosts only', async () => {
    const { page } = await openPage(tb.browser);
    const response = await page.goto(`${baseURL}/material-ui/react-button`);
    const headers = response!.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    // The 404 page and hashed assets carry the headers too.
    const missing = await page.request.get(`${baseURL}/no/such/page`);
    expect(missing.headers()['content-security-policy']).toBe(policy);
    const html = await page.content();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const assetResponse = await page.request.get(`${baseURL}${asset}`);
    expect(assetResponse.headers()['cache-control']).toMatch(/immutable/);
  });

  it('lets the no-flash inline script run (its hash matches) and refuses injected ones', async () => {
    const { page } = await openPage(tb.browser, { colorScheme: 'dark' });
    await recordCspViolations(page);
    await page.goto(`${baseURL}/material-ui/react-button`, { waitUntil: 'domcontentloaded' });
    // Only the inline script sets the body class before the app loads.
    expect(await page.evaluate(() => document.body.classList.contains('mode-dark'))).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    // And an injected inline script is refused (and recorded), so a zero above means something.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations(page))
      .toEqual([expect.stringMatching(/^script-src-elem/)]);
  });

  it('holds while the ad feed is hostile and the network ad script runs', async () => {
    const { page } = await openPage(tb.browser, { userAgent: READER_USER_AGENT });
    await recordCspViolations(page);
    for (const query of ['adMode=hostile&adShape=inline', 'adMode=ok&adShape=image']) {
      await gotoHydrated(page, `${baseURL}/material-ui/react-button?${query}`);
      await page.locator('.Ad-root a').first().waitFor();
      await page.waitForTimeout(500);
      expect(await cspViolations(page), query).toEqual([]);
    }
  });
});

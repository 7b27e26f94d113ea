import { describe, expect, inject, it } from 'vitest';
import { openPage, PAGE_HYDRATED_SELECTOR, sharedTestBrowser } from './browser';
import { browserSweepPaths } from './siteFiles';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();

describe('every route', () => {
  it(
    'answers 200 with its title and one h1, hydrates, and logs no console error',
    { timeout: 600_000 },
    async () => {
      const { page, errors } = await openPage(tb.browser);
      const failures: string[] = [];
      const paths = browserSweepPaths();
      expect(paths.length).toBeGreaterThan(100);
      for (const path of paths) {
        errors.length = 0;
        const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
        // The page's content hydrates after the shell: wait for it, so its errors are seen too.
        await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 15_000 });
        const title = await page.title();
        const h1 = await page.locator('h1').count();
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
        if (!title.endsWith('docshell')) failures.push(`${path}: title "${title}"`);
        if (h1 !== 1) failures.push(`${path}: ${h1} h1 elements`);
        if (errors.length) failures.push(`${path}: console ${errors.join(' | ')}`);
      }
      expect(failures).toEqual([]);
    },
  );
});

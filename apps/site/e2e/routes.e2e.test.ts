import { describe, expect, inject, it } from 'vitest';
import { openPage, PAGE_HYDRATED_SELECTOR, sharedTestBrowser } from './browser';
import { browserSweepPaths } from './siteFiles';

const baseURL = inject('baseURL');
const tb = sharedTestBrowser();
// Pages loaded side by side: a page spends much of its time waiting on its chunks, so a second
// and third keep the machine's two cores busy.
const PARALLEL_PAGES = 3;

describe('every route', () => {
  it(
    'answers 200 with its title and one h1, hydrates, and logs no console error',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      const paths = browserSweepPaths();
      expect(paths.length).toBeGreaterThan(100);
      const queue = [...paths];
      let checked = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, async () => {
          const { page, errors } = await openPage(tb.browser);
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
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
            checked += 1;
          }
          await page.context().close();
        }),
      );
      expect(failures).toEqual([]);
      expect(checked).toBe(paths.length);
    },
  );
});

// Client navigation: from the click on a side-nav link to the frame that paints the new page's
// heading. The click time is taken in a capture-phase listener (before React sees the click);
// the heading is found by a MutationObserver, and the paint is the frame after it: a
// requestAnimationFrame callback runs just before that frame paints, and a message posted from it
// arrives just after.
import { PAGE_HYDRATED_SELECTOR, READER_USER_AGENT } from './browser.mjs';

// The probes below run in the page, not in Node.
/* global window, document, performance, MutationObserver, requestAnimationFrame, MessageChannel */

function installProbe() {
  const probe = { clickedAt: 0, paintedAt: 0, heading: '' };
  window.__navProbe = probe;
  document.addEventListener(
    'click',
    () => {
      probe.clickedAt = performance.now();
      probe.paintedAt = 0;
      const before = document.querySelector('main h1')?.textContent ?? '';
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (!h1 || h1.textContent === before) return;
        observer.disconnect();
        probe.heading = h1.textContent ?? '';
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            probe.paintedAt = performance.now();
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { capture: true },
  );
}

/** The median of a list of numbers. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function navigateOnce(page, href, dwellMs = 0) {
  const link = page.locator(`nav a[href="${href}"]`).first();
  await link.scrollIntoViewIfNeeded();
  if (dwellMs > 0) {
    await link.hover();
    await page.waitForTimeout(dwellMs);
  }
  await link.click();
  await page.waitForFunction(() => window.__navProbe.paintedAt > 0, null, { timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === href);
  const { clickedAt, paintedAt } = await page.evaluate(() => window.__navProbe);
  return paintedAt - clickedAt;
}

/**
 * How long the pointer rests on a link before the click in the "pointed" round: shorter than a
 * person's usual pause between reaching a link and pressing it.
 */
const POINTER_DWELL_MS = 100;

/** Opens `paths[0]` fresh and clicks through the others `rounds` times; one list per round. */
async function clickThrough(browser, origin, paths, { rounds, dwellMs }) {
  const context = await browser.newContext({
    userAgent: READER_USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(`${origin}${paths[0]}`);
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const results = [];
  const round = [...paths.slice(1), paths[0]];
  for (let i = 0; i < rounds; i++) {
    const times = [];
    for (const href of round) times.push(await navigateOnce(page, href, dwellMs));
    results.push(times);
  }
  await context.close();
  return results;
}

/**
 * Starts on `paths[0]` and clicks through the others in the side nav, then round again: the first
 * round fetches each page's chunk at the click ("cold"), the second finds it loaded ("warm").
 * A third round, on a fresh load, rests the pointer on each link first ("pointed"), as a reader
 * does: the page's chunk starts loading then.
 */
export async function measureNavigation(browser, origin, paths) {
  const [cold, warm] = await clickThrough(browser, origin, paths, { rounds: 2, dwellMs: 0 });
  const [pointed] = await clickThrough(browser, origin, paths, {
    rounds: 1,
    dwellMs: POINTER_DWELL_MS,
  });
  return {
    cold,
    warm,
    pointed,
    pointerDwellMs: POINTER_DWELL_MS,
    coldMedian: median(cold),
    warmMedian: median(warm),
    pointedMedian: median(pointed),
  };
}

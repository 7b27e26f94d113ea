// Headless Chromium for the benchmark, started the way every tool of the site starts it.
import { launchChromium } from '../../scripts/chromium.mjs';

export { CHROME_FLAGS, CHROME_PATH, READER_USER_AGENT } from '../../scripts/chromium.mjs';

/** What the app sets once hydrated (src/hydration/hydrationState.ts): the attribute and the mark. */
export const HYDRATED_SELECTOR = 'html[data-hydrated="true"]';
export const HYDRATED_MARK = 'docshell:hydrated';
/** Set once the page's own content is hydrated too, after the shell. */
export const PAGE_HYDRATED_SELECTOR = 'html[data-page-hydrated="true"]';

export async function launchBrowser() {
  const browser = await launchChromium();
  return { browser, close: () => browser.close() };
}

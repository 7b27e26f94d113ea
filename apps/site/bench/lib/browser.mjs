// Headless Chromium for the benchmark, started the way every tool of the site starts it.
import { launchChromium } from '../../scripts/chromium.mjs';

export { CHROME_FLAGS, CHROME_PATH, READER_USER_AGENT } from '../../scripts/chromium.mjs';

export async function launchBrowser() {
  const browser = await launchChromium();
  return { browser, close: () => browser.close() };
}

// Headless Chromium for the benchmark, started the way the browser tests start it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags headless Chromium needs on this machine (shared with the Lighthouse runs). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A reader's user agent: headless Chromium's own counts as a bot (no ad is requested). */
export const READER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'docshell-bench-chromium-'));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

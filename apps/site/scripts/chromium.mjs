// How every tool of the site starts headless Chromium: the browser tests, the benchmark, the
// screenshots and the consumer check. Debian's Chromium; no tool downloads a browser of its own.
import process from 'node:process';
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags headless Chromium needs on this machine (also passed to Lighthouse's Chromium). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A reader's user agent: headless Chromium's own is (rightly) treated as a bot and gets no ad. */
export const READER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Starts Chromium with those flags and any `extraArgs` (Playwright gives it a throwaway profile). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, ...extraArgs] });
}

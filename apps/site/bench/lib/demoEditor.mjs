// A demo's live editing, first use: what the reader's browser fetches and how long it waits when
// they focus a demo's source (the editor's chunk, until the editor has focus), then when their
// first edit runs (the worker with the transpiler, the runner and the modules the code imports,
// until the preview shows the edit). Measured with data saver on, so fetching ahead adds nothing.
import { URL } from 'node:url';
import { median } from './navigation.mjs';
import { PAGE_HYDRATED_SELECTOR, READER_USER_AGENT } from './browser.mjs';
import { transferSize } from './transfer.mjs';

/* global window, document, performance */ // in page.evaluate, in the browser

const DEMO_EDITOR_ROUTE = '/material-ui/react-button';
const DEMO = '[data-demo="ButtonVariants"]';
const RUNS = 3;

/** The scripts (and the worker) fetched while `action` runs: gzip bytes and file names. */
async function fetchedDuring(page, action) {
  const scripts = [];
  const onResponse = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    scripts.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: transferSize(body, type),
        }))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const ms = await action();
  page.off('response', onResponse);
  const files = (await Promise.all(scripts)).filter(Boolean);
  return { ms, bytes: files.reduce((total, file) => total + file.bytes, 0), files };
}

async function measureOnce(browser, origin) {
  const context = await browser.newContext({
    userAgent: READER_USER_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.goto(`${origin}${DEMO_EDITOR_ROUTE}`);
  await page.waitForSelector(PAGE_HYDRATED_SELECTOR, { timeout: 30_000 });
  const demo = page.locator(DEMO);
  // By keyboard: a pointer left over the header's search button would fetch search meanwhile.
  await demo.getByRole('button', { name: 'Show the full source' }).focus();
  await page.keyboard.press('Enter');
  const source = demo.locator('.demo-source pre').first();
  await source.scrollIntoViewIfNeeded();

  // Focus → the editor holds the focus, timed in the page.
  const editor = await fetchedDuring(page, async () => {
    await page.evaluate(() => {
      window.__editorFocusAt = performance.now();
    });
    await source.focus();
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.contains(document.activeElement),
      `${DEMO} .cm-content`,
      { timeout: 30_000 },
    );
    return page.evaluate(() => performance.now() - window.__editorFocusAt);
  });

  // The site fetches search when a modifier key goes down (for Ctrl+K): done here, before the
  // count, so the Ctrl+A below adds nothing that is not the edit's.
  await page.keyboard.press('Control');
  await page.waitForLoadState('networkidle');

  // First edit → the preview shows it (the run waits out its typing delay first).
  const outlined = () => page.locator(`${DEMO} .demo-preview .MuiButton-outlined`).count();
  const before = await outlined();
  const firstRun = await fetchedDuring(page, async () => {
    const started = Date.now();
    const text = await page.locator(`${DEMO} .cm-content`).innerText();
    const edited = text.replace('variant="contained">', 'variant="outlined">');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(edited);
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length > count,
      [`${DEMO} .demo-preview .MuiButton-outlined`, before],
      { timeout: 30_000 },
    );
    return Date.now() - started;
  });
  await context.close();
  return { editor, firstRun };
}

/** The median of `RUNS` fresh visits; the bytes and files of the first. */
export async function measureDemoEditor(browser, origin) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, origin));
  const [first] = runs;
  const files = (step) => step.files.map((file) => file.path.split('/').pop()).join(', ');
  return {
    route: DEMO_EDITOR_ROUTE,
    editorBytes: first.editor.bytes,
    editorFiles: files(first.editor),
    focusToEditableMs: median(runs.map((run) => run.editor.ms)),
    firstRunBytes: first.firstRun.bytes,
    firstRunFiles: files(first.firstRun),
    editToPreviewMs: median(runs.map((run) => run.firstRun.ms)),
  };
}

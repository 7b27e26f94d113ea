// Turns the benchmark's measurements into its one table and checks them against the budgets of
// DESIGN.md. Pure functions: run.mjs measures, this file judges and formats.

/** The budgets of DESIGN.md ("Budgets"), in one place. Sizes in kB of 1,000 bytes, gzip. */
export const BUDGETS = {
  lighthouseScore: 100,
  cls: 0,
  syntheticTbtMs: 50,
  jsKb: 150,
  routeChunkKb: 25,
  transferKb: 190,
  navigationMs: 30,
  syntheticBuildS: 30,
  /** The 10,000-page site's JS before interaction may differ from the small site's by this much. */
  largeJsDeltaKb: 1,
  searchMs: 50,
  searchQueryKb: 100,
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
// Lighthouse shows CLS with three decimals: "0" means it rounds to 0.000.
const clsText = (value) => (value < 0.0005 ? '0' : value.toFixed(3));

function lighthouseText(lh) {
  if (lh.runtimeError) return `error: ${lh.runtimeError}`;
  const failed = lh.failedAudits.length ? ` (failing: ${lh.failedAudits.join(', ')})` : '';
  return (
    `perf ${lh.performance} · a11y ${lh.accessibility} · BP ${lh.bestPractices} · ` +
    `SEO ${lh.seo} · LCP ${seconds(lh.lcpMs)} · TBT ${ms(lh.tbtMs)} · CLS ${clsText(lh.cls)}${failed}`
  );
}

function lighthouseFailures(lh, { tbtBudget } = {}) {
  const failures = [];
  const scores = [
    ['performance', lh.performance],
    ['accessibility', lh.accessibility],
    ['SEO', lh.seo],
  ];
  for (const [name, score] of scores) {
    if (!(score >= BUDGETS.lighthouseScore)) {
      failures.push(`Lighthouse mobile ${name} ${BUDGETS.lighthouseScore} (got ${score})`);
    }
  }
  if (!(lh.cls < 0.0005)) failures.push(`CLS ${BUDGETS.cls} (got ${clsText(lh.cls)})`);
  if (tbtBudget !== undefined && !(lh.tbtMs < tbtBudget)) {
    failures.push(`TBT under ${tbtBudget} ms (got ${ms(lh.tbtMs)})`);
  }
  return failures;
}

function transferRows(site, route, t) {
  const jsFailures =
    t.jsBytes > BUDGETS.jsKb * 1000
      ? [`JS before interaction ≤ ${BUDGETS.jsKb} kB (got ${kb(t.jsBytes)})`]
      : [];
  const chunkFailures =
    t.largestRouteChunk.bytes > BUDGETS.routeChunkKb * 1000
      ? [
          `route chunk ≤ ${BUDGETS.routeChunkKb} kB (got ${kb(t.largestRouteChunk.bytes)} for ${t.largestRouteChunk.path})`,
        ]
      : [];
  const total = t.firstPartyBytes + t.thirdPartyBytes;
  // DESIGN.md's budget is for a page without a demo library; a data grid's page reports its
  // library's bytes instead (the JS budget above still holds for it).
  const hasDemoLibrary = t.demoLibraryBytes > 0;
  const transferFailures =
    !hasDemoLibrary && total > BUDGETS.transferKb * 1000
      ? [`first-visit transfer ≤ ${BUDGETS.transferKb} kB (got ${kb(total)})`]
      : [];
  return [
    {
      site,
      route,
      measure: 'JS before interaction (gzip)',
      result:
        `${kb(t.jsBytes)} in ${t.scriptCount} files (shell ${kb(t.entryJsBytes)}, route ${kb(t.routeJsBytes)}; largest route chunk ${kb(t.largestRouteChunk.bytes)})` +
        (t.lazyScriptCount
          ? `; then ${kb(t.lazyJsBytes)} in ${t.lazyScriptCount} after hydration`
          : '') +
        (t.demoLibraryBytes ? `, of which ${kb(t.demoLibraryBytes)} for its demos' libraries` : ''),
      budget: `≤ ${BUDGETS.jsKb} kB; route chunk ≤ ${BUDGETS.routeChunkKb} kB`,
      failures: [...jsFailures, ...chunkFailures],
    },
    {
      site,
      route,
      measure: 'First-visit transfer, the page itself (gzip, data saver on)',
      result: `${kb(total)} (site ${kb(t.firstPartyBytes)}, third party ${kb(t.thirdPartyBytes)})`,
      budget: hasDemoLibrary
        ? `— (≤ ${BUDGETS.transferKb} kB without a demo library)`
        : `≤ ${BUDGETS.transferKb} kB`,
      failures: transferFailures,
    },
    ...(t.aheadBytes === undefined
      ? []
      : [
          {
            site,
            route,
            measure: 'Fetched ahead at idle (pages of the links in view)',
            result: `${kb(t.aheadBytes)} in ${t.aheadFileCount} files, after the page is hydrated; none with data saver on or on 2G`,
            budget: '—',
            failures: [],
          },
        ]),
  ];
}

function buildRow(site, build, pages, budgetS) {
  const steps = build.steps
    .map((step) => `${step.command.replace(/^node |^vite /, '').split(' ')[0]} ${seconds(step.ms)}`)
    .join(', ');
  const failures =
    budgetS !== undefined && build.totalMs > budgetS * 1000
      ? [`build + prerender of 1,000 pages under ${budgetS} s (got ${seconds(build.totalMs)})`]
      : [];
  return {
    site,
    route: `${pages} pages`,
    measure: 'Build + prerender',
    result: `${seconds(build.totalMs)} (${steps})`,
    budget: budgetS === undefined ? '—' : `< ${budgetS} s`,
    failures,
  };
}

function searchRow(site, search) {
  if (!search.built) {
    return {
      site,
      route: 'search',
      measure: 'Search query',
      result: `search not yet built; Pagefind's Node-side index: ${kb(search.indexBytes)} in ${search.indexChunkCount} index chunks (largest ${kb(search.largestIndexChunkBytes)})`,
      budget: `first result < ${BUDGETS.searchMs} ms; ≤ ${BUDGETS.searchQueryKb} kB per query`,
      failures: [],
    };
  }
  const failures = [];
  if (!(search.medianMs < BUDGETS.searchMs)) {
    failures.push(`search first result under ${BUDGETS.searchMs} ms (got ${ms(search.medianMs)})`);
  }
  if (search.maxBytes > BUDGETS.searchQueryKb * 1000) {
    failures.push(
      `search index per query under ${BUDGETS.searchQueryKb} kB (got ${kb(search.maxBytes)})`,
    );
  }
  return {
    site,
    route: 'search',
    measure: 'Search query',
    result: `first result ${ms(search.medianMs)} median of ${search.queries.length}; fetched ≤ ${kb(search.maxBytes)} per query (runtime on opening ${kb(search.runtimeBytes)})`,
    budget: `< ${BUDGETS.searchMs} ms; < ${BUDGETS.searchQueryKb} kB per query`,
    failures,
  };
}

/** A demo's live editing, first use: loaded on demand, so reported, with no budget of its own. */
function demoEditorRows(editor) {
  return [
    {
      site: 'real',
      route: editor.route,
      measure: 'Demo editor, first focus (→ editable)',
      result: `${kb(editor.editorBytes)} (${editor.editorFiles}); median ${ms(editor.focusToEditableMs)} from focus to the editor holding it`,
      budget: '— (on demand; JS before interaction unchanged)',
      failures: [],
    },
    {
      site: 'real',
      route: editor.route,
      measure: 'Demo editor, first edit (→ preview updated)',
      result: `${kb(editor.firstRunBytes)} (${editor.firstRunFiles}); median ${ms(editor.editToPreviewMs)} from typing to the new preview, with the 300 ms typing pause`,
      budget: '—',
      failures: [],
    },
  ];
}

/** Every row of the table, each with the budgets it missed (empty when it holds). */
export function reportRows(results) {
  const rows = [];
  const { real, synthetic, large } = results;
  if (real) {
    if (real.build) rows.push(buildRow('real', real.build, real.pageCount));
    for (const { route, mobile, desktop } of real.lighthouse ?? []) {
      rows.push({
        site: 'real',
        route,
        measure: 'Lighthouse mobile',
        result: lighthouseText(mobile),
        budget: 'perf, a11y, SEO 100; CLS 0',
        failures: lighthouseFailures(mobile),
      });
      rows.push({
        site: 'real',
        route,
        measure: 'Lighthouse desktop',
        result: lighthouseText(desktop),
        budget: '—',
        failures: [],
      });
    }
    for (const t of real.transfer ?? []) rows.push(...transferRows('real', t.route, t));
    if (real.navigation) {
      const nav = real.navigation;
      rows.push({
        site: 'real',
        route: nav.route,
        measure: 'Client navigation (click → new h1 painted)',
        result: `median ${ms(nav.coldMedian)} clicked at once on a fresh page view (cold); ${ms(nav.pointedMedian)} when the pointer rests on the link ${nav.pointerDwellMs} ms first; ${ms(nav.warmMedian)} with every page loaded (${nav.cold.length} + ${nav.pointed.length} + ${nav.warm.length} clicks)`,
        budget: `< ${BUDGETS.navigationMs} ms clicked at once (cold)`,
        failures:
          nav.coldMedian < BUDGETS.navigationMs
            ? []
            : [
                `client navigation clicked at once under ${BUDGETS.navigationMs} ms (got ${ms(nav.coldMedian)})`,
              ],
      });
    }
  }
  if (real?.demoEditor) rows.push(...demoEditorRows(real.demoEditor));
  if (synthetic) {
    if (synthetic.build) {
      rows.push(
        buildRow('1,000-page', synthetic.build, synthetic.pageCount, BUDGETS.syntheticBuildS),
      );
    }
    if (synthetic.lighthouse) {
      const { route, mobile, desktop } = synthetic.lighthouse;
      rows.push({
        site: '1,000-page',
        route,
        measure: 'Lighthouse mobile',
        result: lighthouseText(mobile),
        budget: `perf, a11y, SEO 100; CLS 0; TBT < ${BUDGETS.syntheticTbtMs} ms`,
        failures: lighthouseFailures(mobile, { tbtBudget: BUDGETS.syntheticTbtMs }),
      });
      rows.push({
        site: '1,000-page',
        route,
        measure: 'Lighthouse desktop',
        result: lighthouseText(desktop),
        budget: '—',
        failures: [],
      });
    }
    for (const t of synthetic.transfer ?? []) rows.push(...transferRows('1,000-page', t.route, t));
    if (synthetic.search) rows.push(searchRow('1,000-page', synthetic.search));
  }
  if (large) rows.push(...largeRows(large, real));
  return rows;
}

/** The 10,000-page site: reported, and its JS before interaction held to the small site's. */
function largeRows(large, real) {
  const site = '10,000-page';
  const rows = [];
  if (large.build) rows.push(buildRow(site, large.build, large.pageCount));
  if (large.lighthouse) {
    const { route, mobile } = large.lighthouse;
    rows.push({
      site,
      route,
      measure: 'Lighthouse mobile',
      result: lighthouseText(mobile),
      budget: '—',
      failures: [],
    });
  }
  const [t] = large.transfer ?? [];
  if (t) {
    const small = real?.transfer?.[0];
    const delta = small ? t.jsBytes - small.jsBytes : undefined;
    const failures =
      delta !== undefined && Math.abs(delta) > BUDGETS.largeJsDeltaKb * 1000
        ? [
            `JS before interaction within ${BUDGETS.largeJsDeltaKb} kB of the small site's (got ${kb(t.jsBytes)} against ${kb(small.jsBytes)})`,
          ]
        : [];
    rows.push({
      site,
      route: t.route,
      measure: 'JS before interaction (gzip)',
      result: `${kb(t.jsBytes)}${delta === undefined ? '' : ` (${delta >= 0 ? '+' : ''}${kb(delta)} against the small site)`}; the product's tree and route table ${kb(t.treeBytes)}, fetched after hydration; first-visit transfer ${kb(t.firstPartyBytes + t.thirdPartyBytes)}`,
      budget: `small site's ± ${BUDGETS.largeJsDeltaKb} kB`,
      failures,
    });
  }
  return rows;
}

function cell(text) {
  return String(text).replaceAll('|', '\\|');
}

/** The one table: a Markdown table, readable in a terminal and pasteable into the README. */
export function formatTable(rows) {
  const header = ['Site', 'Route', 'Measure', 'Result', 'Budget', ''];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${[row.site, row.route, row.measure, row.result, row.budget].map(cell).join(' | ')} | ${
          row.failures.length ? 'MISSED' : row.budget === '—' ? '' : 'ok'
        } |`,
    ),
  ];
  return lines.join('\n');
}

/** Every budget missed, by name. */
export function missedBudgets(rows) {
  return rows.flatMap((row) =>
    row.failures.map((failure) => `${row.site} ${row.route}: ${failure}`),
  );
}

import { describe, expect, it } from 'vitest';
import { BUDGETS, formatTable, missedBudgets, reportRows } from './report.mjs';

const goodLighthouse = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 10,
  cls: 0,
  failedAudits: [],
};

function transfer(route, overrides = {}) {
  return {
    route,
    jsBytes: 120_000,
    entryJsBytes: 115_000,
    routeJsBytes: 5_000,
    largestRouteChunk: { path: '/assets/page.js', bytes: 5_000 },
    firstPartyBytes: 150_000,
    thirdPartyBytes: 1_000,
    scriptCount: 12,
    ...overrides,
  };
}

function results(overrides = {}) {
  return {
    real: {
      pageCount: 120,
      build: { totalMs: 20_000, steps: [{ command: 'vite build', ms: 20_000 }] },
      lighthouse: [{ route: '/a', mobile: goodLighthouse, desktop: goodLighthouse }],
      transfer: [transfer('/a')],
      navigation: {
        route: '/a ↔ /b',
        cold: [20],
        warm: [10],
        pointed: [12],
        pointerDwellMs: 100,
        coldMedian: 20,
        warmMedian: 10,
        pointedMedian: 12,
      },
      ...overrides.real,
    },
    synthetic: {
      pageCount: 1_120,
      build: { totalMs: 25_000, steps: [{ command: 'vite build', ms: 25_000 }] },
      lighthouse: { route: '/s', mobile: goodLighthouse, desktop: goodLighthouse },
      transfer: [transfer('/s')],
      search: {
        built: true,
        runtimeBytes: 30_000,
        queries: [{ query: 'q', ms: 12, bytes: 20_000 }],
        medianMs: 12,
        maxBytes: 20_000,
      },
      ...overrides.synthetic,
    },
    ...(overrides.large ? { large: overrides.large } : {}),
  };
}

describe('reportRows', () => {
  it('misses no budget when every figure is within DESIGN.md', () => {
    expect(missedBudgets(reportRows(results()))).toEqual([]);
  });

  it('budgets the JS requested before hydration and shows what came after apart', () => {
    const rows = reportRows(
      results({
        real: { transfer: [transfer('/a', { lazyJsBytes: 60_000, lazyScriptCount: 2 })] },
      }),
    );
    const js = rows.find((row) => row.measure === 'JS before interaction (gzip)');
    expect(js.result).toBe(
      '120.0 kB in 12 files (shell 115.0 kB, route 5.0 kB; largest route chunk 5.0 kB); ' +
        'then 60.0 kB in 2 after hydration',
    );
    expect(js.failures).toEqual([]);
  });

  it('names each budget a figure misses', () => {
    const missed = missedBudgets(
      reportRows(
        results({
          real: {
            lighthouse: [
              {
                route: '/a',
                mobile: { ...goodLighthouse, performance: 99, cls: 0.02 },
                desktop: goodLighthouse,
              },
            ],
            transfer: [
              transfer('/a', {
                jsBytes: 150_001,
                largestRouteChunk: { path: '/assets/big.js', bytes: 26_000 },
              }),
            ],
            // Clicked at once on a fresh page view ("cold") is the case with a budget.
            navigation: {
              route: '/a ↔ /b',
              cold: [31],
              warm: [9],
              pointed: [29],
              pointerDwellMs: 100,
              coldMedian: 31,
              warmMedian: 9,
              pointedMedian: 29,
            },
          },
          synthetic: {
            build: { totalMs: 31_000, steps: [] },
            lighthouse: {
              route: '/s',
              mobile: { ...goodLighthouse, tbtMs: 50 },
              desktop: goodLighthouse,
            },
            search: {
              built: true,
              runtimeBytes: 0,
              queries: [{ query: 'q', ms: 60, bytes: 120_000 }],
              medianMs: 60,
              maxBytes: 120_000,
            },
          },
        }),
      ),
    );
    expect(missed).toEqual([
      'real /a: Lighthouse mobile performance 100 (got 99)',
      'real /a: CLS 0 (got 0.020)',
      'real /a: JS before interaction ≤ 150 kB (got 150.0 kB)',
      'real /a: route chunk ≤ 25 kB (got 26.0 kB for /assets/big.js)',
      'real /a ↔ /b: client navigation clicked at once under 30 ms (got 31 ms)',
      '1,000-page 1120 pages: build + prerender of 1,000 pages under 30 s (got 31.0 s)',
      '1,000-page /s: TBT under 50 ms (got 50 ms)',
      '1,000-page search: search first result under 50 ms (got 60 ms)',
      '1,000-page search: search index per query under 100 kB (got 120.0 kB)',
    ]);
  });

  it("holds the 10,000-page site to the small site's JS before interaction, within 1 kB", () => {
    const large = (jsBytes) => ({
      pageCount: 10_120,
      build: { totalMs: 200_000, steps: [] },
      transfer: [{ ...transfer('/s', { jsBytes }), treeBytes: 40_000 }],
    });
    const small = results().real.transfer[0].jsBytes;
    expect(missedBudgets(reportRows(results({ large: large(small + 900) })))).toEqual([]);
    expect(missedBudgets(reportRows(results({ large: large(small + 1_100) })))).toEqual([
      `10,000-page /s: JS before interaction within 1 kB of the small site's (got ${((small + 1_100) / 1000).toFixed(1)} kB against ${(small / 1000).toFixed(1)} kB)`,
    ]);
    const row = reportRows(results({ large: large(small) })).find(
      (r) => r.site === '10,000-page' && r.measure.startsWith('JS'),
    );
    expect(row.result).toContain('route table 40.0 kB');
  });

  it('does not hold desktop Lighthouse to the mobile budget', () => {
    const rows = reportRows(
      results({
        real: {
          lighthouse: [
            {
              route: '/a',
              mobile: goodLighthouse,
              desktop: { ...goodLighthouse, performance: 80 },
            },
          ],
        },
      }),
    );
    expect(missedBudgets(rows)).toEqual([]);
  });

  it('reports a missing search bundle without failing the search budget', () => {
    const rows = reportRows(
      results({
        synthetic: {
          search: {
            built: false,
            indexBytes: 400_000,
            indexChunkCount: 30,
            largestIndexChunkBytes: 20_000,
          },
        },
      }),
    );
    const search = rows.find((row) => row.route === 'search');
    expect(search.result).toMatch(/^search not yet built/);
    expect(search.failures).toEqual([]);
  });

  it('fails the transfer budget on site and third-party bytes together', () => {
    const rows = reportRows(
      results({
        real: { transfer: [transfer('/a', { firstPartyBytes: 189_500, thirdPartyBytes: 1_000 })] },
      }),
    );
    expect(missedBudgets(rows)).toEqual(['real /a: first-visit transfer ≤ 190 kB (got 190.5 kB)']);
  });

  it('holds the transfer budget only on pages without a demo library', () => {
    const rows = reportRows(
      results({
        real: {
          transfer: [
            transfer('/grid', { firstPartyBytes: 400_000, demoLibraryBytes: 190_000 }),
            transfer('/guide', { firstPartyBytes: 195_000, demoLibraryBytes: 0 }),
          ],
        },
      }),
    );
    expect(missedBudgets(rows)).toEqual([
      'real /guide: first-visit transfer ≤ 190 kB (got 196.0 kB)',
    ]);
    const grid = rows.find((row) => row.route === '/grid' && row.measure.startsWith('First-visit'));
    expect(grid.budget).toMatch(/without a demo library/);
  });

  it('reports what was fetched ahead beside the page, outside its transfer budget', () => {
    const rows = reportRows(
      results({
        real: { transfer: [transfer('/a', { aheadBytes: 120_000, aheadFileCount: 30 })] },
      }),
    );
    const ahead = rows.find((row) => row.measure.startsWith('Fetched ahead'));
    expect(ahead.result).toMatch(/^120\.0 kB in 30 files/);
    expect(missedBudgets(rows)).toEqual([]);
    // A run without the second visit (older results) has no such row.
    expect(reportRows(results()).some((row) => row.measure.startsWith('Fetched ahead'))).toBe(
      false,
    );
  });
});

describe('the demo editor rows', () => {
  it("report the editor's first-use bytes and times, with no budget to miss", () => {
    const demoEditor = {
      route: '/a',
      editorBytes: 130_000,
      editorFiles: 'DemoEditor-x.js',
      focusToEditableMs: 240.4,
      firstRunBytes: 60_000,
      firstRunFiles: 'liveSteps-x.js, transpile.worker-x.js',
      editToPreviewMs: 610,
    };
    const rows = reportRows(results({ real: { demoEditor } }));
    const focus = rows.find((row) => row.measure.startsWith('Demo editor, first focus'));
    expect(focus.result).toBe(
      '130.0 kB (DemoEditor-x.js); median 240 ms from focus to the editor holding it',
    );
    const edit = rows.find((row) => row.measure.startsWith('Demo editor, first edit'));
    expect(edit.result).toMatch(
      /^60\.0 kB \(liveSteps-x\.js, transpile\.worker-x\.js\); median 610 ms/,
    );
    expect(missedBudgets(rows)).toEqual([]);
    expect(reportRows(results()).some((row) => row.measure.startsWith('Demo editor'))).toBe(false);
  });
});

describe('formatTable', () => {
  it('prints one Markdown table with a row per measure and the verdict last', () => {
    const table = formatTable(reportRows(results()));
    const lines = table.split('\n');
    expect(lines[0]).toBe('| Site | Route | Measure | Result | Budget |  |');
    expect(lines.every((line) => line.startsWith('| ') && line.endsWith(' |'))).toBe(true);
    expect(table).toContain(
      '| real | /a | Lighthouse mobile | perf 100 · a11y 100 · BP 100 · SEO 100 · LCP 0.9 s · TBT 10 ms · CLS 0 |',
    );
    expect(lines.filter((line) => line.endsWith('| ok |')).length).toBeGreaterThan(5);
  });

  it('escapes pipes inside a cell', () => {
    const table = formatTable([
      { site: 'a|b', route: '/', measure: 'm', result: 'r', budget: 'b', failures: [] },
    ]);
    expect(table).toContain('a\\|b');
  });
});

describe('BUDGETS', () => {
  it('holds the figures of DESIGN.md', () => {
    expect(BUDGETS).toMatchObject({
      jsKb: 150,
      routeChunkKb: 25,
      transferKb: 190,
      navigationMs: 30,
      syntheticBuildS: 30,
      searchMs: 50,
      searchQueryKb: 100,
      syntheticTbtMs: 50,
    });
  });
});

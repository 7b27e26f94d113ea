// Benchmark for docs-nav on big sites: builds synthetic page trees and prints how long validation,
// lookups, prev/next, routes and a server render of the side nav take. Run after `build`:
//   pnpm --filter @docshell/docs-nav bench
// It measures; it asserts nothing. Numbers vary by machine, so compare runs on the same one.
import console from 'node:console';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

// Measure React's production build, as readers get it (the development build is several times slower).
process.env.NODE_ENV ??= 'production';
const require = createRequire(import.meta.url);
const distEntry = new URL('../dist/index.cjs', import.meta.url);
if (!existsSync(distEntry)) {
  console.error(
    '[docs-nav] bench: dist/ is missing; run `pnpm --filter @docshell/docs-nav build` first.',
  );
  process.exit(1);
}
// The CommonJS build, because Node's ESM loader cannot resolve @mui/material's folder imports.
const nav = require(fileURLToPath(distEntry));
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');

/** sections x groups x pages leaves, with subheader groups and a few flags, like a product tree. */
function syntheticTree(sections, groups, pages) {
  const tree = [];
  for (let s = 0; s < sections; s += 1) {
    const section = { pathname: `/product/section-${s}`, title: `Section ${s}`, children: [] };
    for (let g = 0; g < groups; g += 1) {
      const group = {
        pathname: `/product/section-${s}/group-${g}`,
        subheader: `group-${g}`,
        children: [],
      };
      for (let p = 0; p < pages; p += 1) {
        group.children.push({
          pathname: `/product/section-${s}/group-${g}/page-${p}`,
          newFeature: p % 17 === 0,
          plan: p % 23 === 0 ? 'pro' : undefined,
        });
      }
      section.children.push(group);
    }
    tree.push(section);
  }
  return tree;
}

function time(label, runs, fn) {
  const samples = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    result = fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(3).padStart(9)} ms  (min ${samples[0].toFixed(3)}, ${runs} runs)`,
  );
  return result;
}

const big = syntheticTree(50, 10, 20);
const leaves = big.flatMap((s) => s.children.flatMap((g) => g.children));
console.log(
  `[docs-nav] bench: ${leaves.length} pages in ${big.length} sections (node ${process.version}, NODE_ENV=${process.env.NODE_ENV})\n`,
);

// Fresh trees each run, so the per-tree cache does not hide the cost of the first walk.
const fresh = Array.from({ length: 21 }, () => syntheticTree(50, 10, 20));
let run = 0;
time('createPageIndex: validate + index 10,000 pages', 21, () =>
  nav.createPageIndex(fresh[run++ % 21]),
);

const index = nav.getPageIndex(big);
const probes = leaves.map((page, i) =>
  i % 3 === 0 ? `/zh${page.pathname}/#part` : `${page.pathname}/`,
);
time('find: 10,000 lookups (prefixes, slashes, hashes)', 21, () => {
  let found = 0;
  for (const path of probes) if (index.find(path)) found += 1;
  return found;
});
time('findActivePage: 1 lookup through the cached index', 201, () =>
  nav.findActivePage(big, '/product/section-49/group-9/page-19/'),
);
time('getPrevNext: 10,000 lookups', 21, () => {
  for (const path of probes) index.getPrevNext(path);
});
time('pagesToRoutes: 10,000 routes (cached index)', 21, () =>
  nav.pagesToRoutes(big, async () => ({})),
);

const sidebar = syntheticTree(25, 2, 20);
const activePath = '/product/section-12/group-1/page-7';
const html = time('SideNav renderToString: 1,000 entries, collapsed sections', 21, () =>
  renderToString(createElement(nav.SideNav, { pages: sidebar, activePath })),
);
const links = (html.match(/<a /g) ?? []).length;
const buttons = (html.match(/<button /g) ?? []).length;
console.log(
  `\nSideNav with 1,000 entries rendered ${links} links and ${buttons} section buttons (${(html.length / 1024).toFixed(1)} kB of HTML).`,
);

// The same 1,000 entries with nothing collapsed: what a sidebar costs without lazy sections.
const flat = sidebar.flatMap((section) => section.children.flatMap((group) => group.children));
time('SideNav renderToString: 1,000 entries, all visible (flat)', 21, () =>
  renderToString(createElement(nav.SideNav, { pages: flat, activePath })),
);

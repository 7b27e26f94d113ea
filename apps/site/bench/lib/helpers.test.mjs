import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSteps } from './build.mjs';
import { summarizeLighthouse } from './lighthouse.mjs';
import { median } from './navigation.mjs';
import { fileForPath } from './serve.mjs';
import { demoScripts, entryScripts, splitAtHydration, transferSize } from './transfer.mjs';

describe('buildSteps', () => {
  it('splits a build script into its && steps', () => {
    expect(buildSteps('node a.mjs && vite build &&  node b.mjs ')).toEqual([
      'node a.mjs',
      'vite build',
      'node b.mjs',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('entryScripts', () => {
  it('collects the module script and the modulepreloads of a page, nothing else', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" href="/assets/index-c.css">
      <script>inline()</script><script src="/legacy.js"></script></head>`;
    expect([...entryScripts(html)]).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });

  it('adds the app chunks the entry script imports after the first paint', () => {
    const html = '<script type="module" src="/assets/index-a.js"></script>';
    const boot =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/entry-client-x.js",' +
      '"assets/react-y.js","assets/index-z.css"])))=>i.map(i=>d[i]);import("./page-q.js")';
    const read = (path) => (path === '/assets/index-a.js' ? boot : null);
    expect([...entryScripts(html, read)]).toEqual([
      '/assets/index-a.js',
      '/assets/entry-client-x.js',
      '/assets/react-y.js',
    ]);
  });
});

describe('splitAtHydration', () => {
  it('counts a script requested before the hydration mark as before interaction, the rest after', () => {
    const script = (name) => ({ url: `http://127.0.0.1/assets/${name}.js`, bytes: 1 });
    const [app, page, ad, unknown] = ['app', 'page', 'ad', 'unknown'].map(script);
    const starts = new Map([
      [app.url, 10],
      [page.url, 499.9],
      [ad.url, 500],
    ]);
    expect(splitAtHydration([app, page, ad, unknown], starts, 500)).toEqual({
      before: [app, page, unknown],
      after: [ad],
    });
  });
});

describe('transferSize', () => {
  it('gzips text and counts other bodies as they are', () => {
    const text = Buffer.from('a'.repeat(10_000));
    expect(transferSize(text, 'text/javascript')).toBeLessThan(200);
    expect(transferSize(text, 'image/png')).toBe(10_000);
  });
});

describe('fileForPath', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  mkdirSync(join(dist, 'a/b'), { recursive: true });
  writeFileSync(join(dist, 'a/b.html'), 'page');
  writeFileSync(join(dist, 'a/b/index.html'), 'page');
  writeFileSync(join(dist, 'app.js'), 'js');

  it('answers like vite preview: the file, <path>.html, or <path>/index.html for a slash', () => {
    expect(fileForPath(dist, '/app.js')).toBe(join(dist, 'app.js'));
    expect(fileForPath(dist, '/a/b')).toBe(join(dist, 'a/b.html'));
    expect(fileForPath(dist, '/a/b/')).toBe(join(dist, 'a/b/index.html'));
    expect(fileForPath(dist, '/missing')).toBeUndefined();
  });

  it('never leaves the dist folder and survives bad escapes', () => {
    expect(fileForPath(dist, '/../../etc/passwd')).toBeUndefined();
    expect(fileForPath(dist, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('summarizeLighthouse', () => {
  it('reads the scores, the three metrics and the failing weighted audits', () => {
    const summary = summarizeLighthouse({
      categories: {
        performance: { score: 0.994, auditRefs: [] },
        accessibility: {
          score: 0.96,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'image-alt', weight: 10 },
            { id: 'informative', weight: 0 },
          ],
        },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 1234 },
        'total-blocking-time': { numericValue: 56 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'color-contrast': { score: 0 },
        'image-alt': { score: 1 },
        informative: { score: 0 },
      },
    });
    expect(summary).toMatchObject({
      performance: 99,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1234,
      tbtMs: 56,
      cls: 0.001,
      failedAudits: ['color-contrast'],
    });
  });
});

describe('demoScripts', () => {
  it('follows each demo chunk of the page through the chunks it imports, once each', () => {
    const html = '<figure data-demo="GridBasic"></figure><figure data-demo="ChartBars"></figure>';
    const assets = [
      'GridBasic-AbCd1234.js',
      'GridBasicExtra-EfGh5678.js',
      'ChartBars-IjKl9012.js',
      'Axis-Yz123456.js',
      'DataGrid-MnOp3456.js',
      'react-QrSt7890.js',
      'index-UvWx1234.css',
    ];
    const scripts = {
      '/assets/GridBasic-AbCd1234.js':
        'import{t}from"./DataGrid-MnOp3456.js";import"./react-QrSt7890.js"',
      '/assets/ChartBars-IjKl9012.js': 'import"./Axis-Yz123456.js";',
      '/assets/Axis-Yz123456.js': 'export const x = 1;',
      '/assets/DataGrid-MnOp3456.js': 'import { r } from "./react-QrSt7890.js";',
    };
    const paths = demoScripts(html, assets, (path) => scripts[path] ?? null);
    expect([...paths].sort()).toEqual([
      '/assets/Axis-Yz123456.js',
      '/assets/ChartBars-IjKl9012.js',
      '/assets/DataGrid-MnOp3456.js',
      '/assets/GridBasic-AbCd1234.js',
      '/assets/react-QrSt7890.js',
    ]);
  });
});

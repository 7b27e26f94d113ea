import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from './__fixtures__/serveFixture.js';
import { componentKey, DocsCatalog } from './DocsCatalog.js';
import { createFolderSource } from './createFolderSource.js';
import type { DocsSource } from './DocsSource.js';

describe('componentKey', () => {
  it.each([
    ['Button', 'button'],
    ['AppBar', 'appbar'],
    ['app-bar', 'appbar'],
    ['<AppBar />', 'appbar'],
    ['@mui/material/AppBar', 'appbar'],
    ['AppBar API', 'appbar'],
    ['Grid2', 'grid2'],
    ['!!!', ''],
  ])('reads %s as %s', (name, key) => {
    expect(componentKey(name)).toBe(key);
  });
});

describe('DocsCatalog', () => {
  it('reads each llms.txt once, however many questions are asked', async () => {
    const folder = createFolderSource(FIXTURE_SITE);
    const reads: string[] = [];
    const source: DocsSource = {
      ...folder,
      readText: (path) => {
        reads.push(path);
        return folder.readText(path);
      },
    };
    const catalog = new DocsCatalog(source);
    await Promise.all([catalog.products(), catalog.products(), catalog.findProduct('ui')]);
    const ui = await catalog.findProduct('ui');
    await catalog.findComponentApi('Button', ui);
    await catalog.findComponentApi('TextField', ui);
    const charts = await catalog.findProduct('charts');
    await catalog.findComponentApi('LineChart', charts);
    await catalog.pages(charts);
    expect(reads.sort()).toEqual([
      '/charts/llms-api.txt',
      '/charts/llms-charts.txt',
      '/charts/llms.txt',
      '/llms.txt',
      '/ui/llms.txt',
    ]);
  });

  it("follows a large product's section indexes to its pages, with each page's own section", async () => {
    const catalog = new DocsCatalog(createFolderSource(FIXTURE_SITE));
    const charts = await catalog.findProduct('charts');
    const pages = await catalog.pages(charts);
    expect(pages.map(({ path, section, product }) => ({ path, section, product }))).toEqual([
      { path: '/charts/react-line-chart.md', section: 'Charts', product: 'charts' },
      { path: '/charts/api/line-chart.md', section: 'API', product: 'charts' },
    ]);
    expect(charts.version).toBe('Acme Charts v1.0.0-beta.2');
  });

  it('gives a page to the product with the longest matching prefix', async () => {
    const catalog = new DocsCatalog(createFolderSource(FIXTURE_SITE));
    expect((await catalog.productOfPath('/ui/api/button.md'))?.id).toBe('ui');
    expect(await catalog.productOfPath('/uix/page.md')).toBeNull();
    expect(await catalog.productOfPath('/changelog.md')).toBeNull();
  });
});

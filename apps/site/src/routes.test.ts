import { describe, expect, it } from 'vitest';
import { contentPathFor, contentPaths, pageLoader } from './content';
import { allPagePaths } from './routes';

describe('allPagePaths', () => {
  it('has content (an MDX file, a generated API page or a site page) for every page of every tree', () => {
    expect(allPagePaths().filter((p) => !pageLoader(p))).toEqual([]);
  });

  it('has no MDX file that no tree links to', () => {
    const paths = new Set(allPagePaths().map(contentPathFor));
    expect(contentPaths.filter((file) => !paths.has(file))).toEqual([]);
  });

  it('covers every product prefix and the site pages', () => {
    const prefixes = [
      '/material-ui',
      '/joy-ui',
      '/system',
      '/base-ui',
      '/x',
      '/toolpad',
      '/experiments/docs',
    ];
    for (const prefix of prefixes) {
      expect(allPagePaths().some((p) => p.startsWith(`${prefix}/`))).toBe(true);
    }
    expect(allPagePaths()).toEqual(
      expect.arrayContaining(['/versions', '/production-error', '/material-ui/api/button']),
    );
  });

  it('has at least 60 pages', () => {
    expect(allPagePaths().length).toBeGreaterThanOrEqual(60);
  });
});

import { describe, expect, it } from 'vitest';
import { contentPathFor, contentPaths } from './content';
import { allPagePaths } from './routes';

describe('allPagePaths', () => {
  it('has a content file for every page of every tree', () => {
    const missing = allPagePaths().filter((p) => !contentPaths.includes(contentPathFor(p)));
    expect(missing).toEqual([]);
  });

  it('has no content file that no tree links to', () => {
    const paths = new Set(allPagePaths().map(contentPathFor));
    expect(contentPaths.filter((file) => !paths.has(file))).toEqual([]);
  });

  it('covers every product prefix', () => {
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
  });
});

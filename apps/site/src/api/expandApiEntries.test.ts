import { describe, expect, it } from 'vitest';
import * as dataGrid from 'virtual:api-group/data-grid';
import * as material from 'virtual:api-group/material';
import { compactApiEntries, expandApiEntries } from './expandApiEntries';

describe('compactApiEntries and expandApiEntries', () => {
  it('write a name alone where the address follows from it, and the slug where it does not', () => {
    const { compact, plans } = compactApiEntries('/x/api', [
      { component: 'DataGridPro', pathname: '/x/api/data-grid-pro', plan: 'pro' },
      { component: 'Unstable_Grid2', pathname: '/x/api/grid2', plan: null },
    ]);
    expect(compact).toEqual(['DataGridPro', ['Unstable_Grid2', 'grid2']]);
    expect(plans).toEqual({ DataGridPro: 'pro' });
    expect(expandApiEntries('/x/api', compact, plans)).toEqual([
      { component: 'DataGridPro', pathname: '/x/api/data-grid-pro', plan: 'pro' },
      { component: 'Unstable_Grid2', pathname: '/x/api/grid2', plan: null },
    ]);
  });

  it('rejects a page outside its group', () => {
    expect(() =>
      compactApiEntries('/x/api', [{ component: 'A', pathname: '/y/a', plan: null }]),
    ).toThrow(/^\[site\] API page \/y\/a is not under/);
  });

  it('give every page of the real groups the address its data is loaded from', async () => {
    for (const group of [material, dataGrid]) {
      const { pages } = await group.loadPages();
      expect(group.entries.map((entry) => entry.pathname).sort()).toEqual(
        Object.keys(pages).sort(),
      );
    }
    expect(dataGrid.entries.some((entry) => entry.plan === 'premium')).toBe(true);
  });
});

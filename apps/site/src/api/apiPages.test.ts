import { describe, expect, it } from 'vitest';
import type { ApiIndexEntry } from '../../build/apiDoc';
import { pagesByFamily } from './apiPages';

const entry = (component: string): ApiIndexEntry =>
  ({ component, pathname: `/p/api/${component.toLowerCase()}` }) as ApiIndexEntry;

describe('pagesByFamily', () => {
  it('lists a short group as it is', () => {
    const entries = ['Card', 'CardActions', 'Chip'].map(entry);
    expect(pagesByFamily(entries, '/p/api').map((p) => p.title)).toEqual([
      'Card',
      'CardActions',
      'Chip',
    ]);
  });

  it('puts each family of a long group in a section titled by its shortest name', () => {
    const names = ['Alert', 'Card', 'CardActions', 'CardContent', 'Chip'];
    for (let i = 0; i < 30; i += 1) names.push(`Zone${String.fromCharCode(65 + (i % 26))}x${i}`);
    const pages = pagesByFamily(names.map(entry), '/p/api');
    const card = pages.find((p) => p.title === 'Card')!;
    expect(card.pathname).toBe('/p/api/family/card');
    expect(card.children!.map((p) => p.title)).toEqual(['Card', 'CardActions', 'CardContent']);
    // One-member families stay links to their page.
    expect(pages.find((p) => p.title === 'Alert')).toEqual({
      pathname: '/p/api/alert',
      title: 'Alert',
    });
    // Every page is listed once.
    const leaves = pages.flatMap((p) => p.children ?? [p]);
    expect(leaves).toHaveLength(names.length);
  });

  it('splits on the second word where most of a group shares the first (MUI X’s Grid…)', () => {
    const names = ['DataGrid', 'DataGridPro'];
    for (const part of ['Toolbar', 'ToolbarExport', 'Cell', 'CellCheckbox', 'Row', 'Footer']) {
      for (let i = 0; i < 6; i += 1) names.push(`Grid${part}${'ABCDEF'[i]}`);
    }
    const pages = pagesByFamily(names.map(entry), '/x/api/data-grid');
    expect(pages.map((p) => [p.title, p.children?.length])).toEqual([
      ['DataGrid', 2],
      ['GridToolbarA', 12],
      ['GridCellA', 12],
      ['GridRowA', 6],
      ['GridFooterA', 6],
    ]);
  });
});

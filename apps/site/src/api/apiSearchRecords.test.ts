import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../build/muiApi';
import { propResultTitle, propRowId, propSearchRecords } from './apiSearchRecords';

const doc: ApiDoc = {
  component: 'Button',
  slug: 'button',
  importPath: '@mui/material/Button',
  muiVersion: '6.1.1',
  props: [
    {
      name: 'disableElevation',
      type: 'bool',
      defaultValue: 'false',
      description: 'If `true`, no elevation is used.',
      required: false,
      deprecated: null,
    },
    {
      name: 'component',
      type: 'elementType',
      defaultValue: null,
      description: 'See [the composition guide](https://example.test/guides/composition/).',
      required: false,
      deprecated: 'Use `slots` instead.',
    },
  ],
  slots: [],
  classes: [],
};

const where = { pathname: '/material-ui/api/button', product: 'Material UI', filter: 'product' };

describe('propSearchRecords', () => {
  it('makes one record per prop, opening the API page at its row', () => {
    const records = propSearchRecords(doc, where);
    expect(records.map((r) => r.url)).toEqual([
      '/material-ui/api/button#prop-disableElevation',
      '/material-ui/api/button#prop-component',
    ]);
  });

  it('titles each record with the component and the prop', () => {
    expect(propSearchRecords(doc, where)[0]!.meta).toEqual({
      title: 'Button › disableElevation',
    });
  });

  it("files each record under the page's product", () => {
    expect(propSearchRecords(doc, where)[0]!.filters).toEqual({ product: ['Material UI'] });
  });

  it('holds the prop name and its description as plain text', () => {
    const [first, second] = propSearchRecords(doc, where);
    expect(first!.content).toBe('disableElevation. If true, no elevation is used.');
    expect(second!.content).toBe(
      'component. See the composition guide. Deprecated: Use slots instead.',
    );
  });

  it('makes none for a component without props', () => {
    expect(propSearchRecords({ ...doc, props: [] }, where)).toEqual([]);
  });
});

describe('propRowId and propResultTitle', () => {
  it("match the API page's row ids and the result format", () => {
    expect(propRowId('disableElevation')).toBe('prop-disableElevation');
    expect(propResultTitle('Button', 'disableElevation')).toBe('Button › disableElevation');
  });
});

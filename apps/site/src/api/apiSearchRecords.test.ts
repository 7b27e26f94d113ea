import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../build/apiDoc';
import { propResultTitle, propRowId, propSearchRecords } from './apiSearchRecords';

const doc: ApiDoc = {
  component: 'Button',
  aliases: [],
  slug: 'button',
  pathname: '/material-ui/api/button',
  group: 'material',
  packageName: '@mui/material',
  version: '6.1.1',
  plan: null,
  deprecated: null,
  imports: [
    "import Button from '@mui/material/Button';",
    "import { Button } from '@mui/material';",
  ],
  inherited: [{ component: 'ButtonBase', pathname: '/material-ui/api/button-base' }],
  demos: [],
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

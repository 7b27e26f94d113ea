import { describe, expect, it } from 'vitest';
import { findProduct, type ProductGroup } from './productGroups.js';

const groups: ProductGroup[] = [
  { name: 'Core', products: [{ id: 'material-ui', name: 'Material UI', href: '/material-ui' }] },
  {
    name: 'Toolpad',
    chip: 'Beta',
    products: [
      { id: 'toolpad-core', name: 'Core', fullName: 'Toolpad Core', href: '/toolpad/core' },
    ],
  },
];

describe('findProduct', () => {
  it('finds a product in any group by id', () => {
    expect(findProduct(groups, 'toolpad-core')?.fullName).toBe('Toolpad Core');
    expect(findProduct(groups, 'material-ui')?.name).toBe('Material UI');
  });

  it.each([null, undefined, '', 'null', 'MATERIAL-UI'])('returns null for %s', (id) => {
    expect(findProduct(groups, id)).toBeNull();
  });
});

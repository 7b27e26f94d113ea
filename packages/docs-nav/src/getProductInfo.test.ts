import { describe, expect, it } from 'vitest';
import { getProductInfo } from './getProductInfo.js';

describe('getProductInfo', () => {
  it.each([
    ['/material-ui/react-button/', 'core', 'material-ui'],
    ['/zh/material-ui/', 'core', 'material-ui'],
    ['/joy-ui/getting-started', 'core', 'joy-ui'],
    ['/base-ui/react-switch#hooks', 'core', 'base-ui'],
    ['/system/getting-started/', 'core', 'system'],
    ['/x/react-data-grid/editing/', 'x', 'x-data-grid'],
    ['/x/react-date-pickers', 'x', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x', 'x-charts'],
    ['/x/react-tree-view/', 'x', 'x-tree-view'],
    ['/x/introduction/', 'x', 'null'],
    ['/x/', 'x', 'null'],
    ['/toolpad/studio/getting-started', 'toolpad', 'toolpad-studio'],
    ['/toolpad/core/introduction', 'toolpad', 'toolpad-core'],
    ['/toolpad', 'toolpad', 'toolpad-core'],
    ['/versions', 'docs', 'docs'],
    ['/production-error/?code=4', 'docs', 'docs'],
    ['/experiments/docs/flags', 'docs', 'docs-infra'],
    ['/experiments/other', 'null', 'null'],
    ['/', 'null', 'null'],
    ['//', 'null', 'null'],
    ['/MATERIAL-UI/', 'null', 'null'],
    ['/X/react-charts', 'null', 'null'],
    ['/x/REACT-CHARTS', 'x', 'null'],
    ['/en/joy-ui/getting-started/', 'core', 'joy-ui'],
    ['/fr/material-ui/', 'null', 'null'],
    ['/zh/x/react-charts/#axis', 'x', 'x-charts'],
    ['/zh', 'null', 'null'],
    ['/x/react-data-grid#editing', 'x', 'x-data-grid'],
    ['/x/react-', 'x', 'null'],
    ['/toolpad/studio', 'toolpad', 'toolpad-studio'],
    ['/toolpad/', 'toolpad', 'toolpad-core'],
    ['/docs/', 'docs', 'docs'],
    ['/experiments/docs', 'docs', 'docs-infra'],
    ['/experiments/docsy', 'null', 'null'],
    ['/material-ui-x/', 'null', 'null'],
    ['material-ui/react-button', 'core', 'material-ui'],
    ['', 'null', 'null'],
  ])('%s -> %s / %s', (pathname, category, id) => {
    expect(getProductInfo(pathname)).toEqual({ productCategoryId: category, productId: id });
  });
});

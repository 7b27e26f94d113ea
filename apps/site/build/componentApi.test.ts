import { describe, expect, it } from 'vitest';
import { API_GROUPS } from '../src/api/apiGroups';
import { importedComponents, orderDemoPages } from './apiDemoLinks';
import { readComponentApiCached, type ApiDoc } from './componentApi';

// The generator on the installed packages (the same cache the site's build uses: the first run
// reads every package with the TypeScript checker, about a minute).
const siteDir = `${import.meta.dirname}/..`;
let docs: ApiDoc[] | undefined;
const pageAt = (pathname: string) => {
  docs ??= readComponentApiCached(API_GROUPS, siteDir, `${siteDir}/node_modules/.cache/docshell`);
  const doc = docs.find((d) => d.pathname === pathname);
  if (!doc) throw new Error(`no generated page at ${pathname}`);
  return doc;
};

describe('readComponentApi', { timeout: 300_000 }, () => {
  it('reads Material UI Button: its own props, and ButtonBase’s named as inherited', () => {
    const button = pageAt('/material-ui/api/button');
    expect(button.props.find((p) => p.name === 'disableElevation')).toMatchObject({
      type: 'boolean',
      defaultValue: 'false',
      required: false,
    });
    expect(button.props.find((p) => p.name === 'variant')!.type).toContain("'contained'");
    // DOM attributes every element has are not listed; ButtonBase's props are on its own page.
    expect(button.props.some((p) => p.name === 'onMouseEnter')).toBe(false);
    expect(button.props.some((p) => p.name === 'disableRipple')).toBe(false);
    expect(button.inherited).toContainEqual({
      component: 'ButtonBase',
      pathname: '/material-ui/api/button-base',
    });
    expect(pageAt('/material-ui/api/button-base').props.map((p) => p.name)).toContain(
      'disableRipple',
    );
    expect(button.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
  });

  it('reads class names from the runtime classes object, and slots with their defaults', () => {
    const button = pageAt('/material-ui/api/button');
    expect(button.classes.find((c) => c.key === 'root')).toMatchObject({
      className: 'MuiButton-root',
      description: 'Styles applied to the root element.',
    });
    expect(button.classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
    expect(button.classes.find((c) => c.key === 'textPrimary')?.deprecated).toMatch(/Combine/);
    expect(pageAt('/material-ui/api/alert').slots).toContainEqual({
      name: 'closeButton',
      defaultValue: 'IconButton',
      description: 'The component that renders the close button.',
    });
  });

  it('gives each Data Grid its plan: the lowest plan whose package exports it', () => {
    expect(pageAt('/x/api/data-grid/data-grid').plan).toBe('community');
    expect(pageAt('/x/api/data-grid/data-grid-pro').plan).toBe('pro');
    const premium = pageAt('/x/api/data-grid/data-grid-premium');
    expect(premium.plan).toBe('premium');
    expect(premium.packageName).toBe('@mui/x-data-grid-premium');
    expect(premium.inherited.map((i) => i.component)).toContain('DataGridPro');
  });

  it('reads a Joy UI and a Base UI component with their props and real class names', () => {
    const joy = pageAt('/joy-ui/api/button');
    expect(joy.props.map((p) => p.name)).toEqual(expect.arrayContaining(['loading', 'variant']));
    expect(joy.classes.find((c) => c.key === 'root')?.className).toBe('MuiButton-root');
    const numberInput = pageAt('/base-ui/api/number-input');
    expect(numberInput.component).toBe('Unstable_NumberInput');
    expect(numberInput.props.map((p) => p.name)).toEqual(expect.arrayContaining(['min', 'max']));
    expect(numberInput.classes.find((c) => c.key === 'root')?.className).toBe(
      'base-NumberInput-root',
    );
  });

  it('reads a Toolpad Core component', () => {
    const layout = pageAt('/toolpad/core/api/dashboard-layout');
    expect(layout.packageName).toBe('@toolpad/core');
    expect(layout.props.map((p) => p.name)).toContain('children');
  });

  it('keeps one page per object: no page for an alias or a styled part', () => {
    const material = docs!.filter((d) => d.group === 'material').map((d) => d.component);
    expect(material).not.toContain('SliderThumb');
    const grid = docs!.filter((d) => d.group === 'data-grid');
    const checkbox = grid.filter((d) => d.component.startsWith('GridCellCheckbox'));
    expect(checkbox).toHaveLength(1);
    expect(new Set(docs!.map((d) => d.pathname)).size).toBe(docs!.length);
  });
});

describe('importedComponents', () => {
  it('reads default imports from deep paths and named imports, not types', () => {
    const source = [
      "import Button from '@mui/material/Button';",
      "import { Stack, type SxProps, Chip as Tag } from '@mui/material';",
      "import type { ButtonProps } from '@mui/material/Button';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ].join('\n');
    expect(importedComponents(source, '@mui/material')).toEqual(['Button', 'Stack', 'Chip']);
    expect(importedComponents(source, '@mui/x-data-grid')).toEqual(['DataGrid']);
  });
});

describe('orderDemoPages', () => {
  const material = { productPrefix: '/material-ui', componentPagePrefix: '/material-ui/react-' };
  const page = (pathname: string, title: string) => ({ pathname, title });

  it('lists the component’s own page, then its product’s by title, then the others’, named', () => {
    const ordered = orderDemoPages(
      [
        page('/base-ui/react-badge', 'Badge'),
        page('/joy-ui/react-modal', 'Modal'),
        page('/material-ui/react-badge', 'Badge'),
        page('/material-ui/guides/composition', 'Composition'),
        page('/material-ui/react-button', 'Button'),
        page('/base-ui/react-alert', 'Alert'),
      ],
      material,
      '/material-ui/api/button',
    );
    expect(ordered).toEqual([
      page('/material-ui/react-button', 'Button'),
      page('/material-ui/react-badge', 'Badge'),
      page('/material-ui/guides/composition', 'Composition'),
      // Products in the family's order (Joy UI before Base UI), then by title.
      { ...page('/joy-ui/react-modal', 'Modal'), product: 'Joy UI' },
      { ...page('/base-ui/react-alert', 'Alert'), product: 'Base UI' },
      { ...page('/base-ui/react-badge', 'Badge'), product: 'Base UI' },
    ]);
  });

  it('keeps pages by title when the group has no component pages', () => {
    const ordered = orderDemoPages(
      [page('/system/b', 'Beta'), page('/system/a', 'Alpha')],
      { productPrefix: '/system' },
      '/system/api/box',
    );
    expect(ordered.map((p) => p.title)).toEqual(['Alpha', 'Beta']);
  });
});

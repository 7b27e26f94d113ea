/** A paid plan of MUI X; `community` is the free MIT one. */
export type ApiPlan = 'community' | 'pro' | 'premium';

interface ApiPackage {
  name: string;
  /** MUI X's plan of the package: the lowest one exporting a component is the component's. */
  plan?: ApiPlan;
  /**
   * A package the site does not depend on directly, resolved from this one's (installed as its
   * dependency): @mui/system comes with @mui/material.
   */
  via?: string;
}

/** Packages documented together under one URL prefix and one API section. */
export interface ApiGroup {
  id: string;
  /** The section's title in its product's nav (MUI X has one section with a group per title). */
  title: string;
  /** The product the pages belong to (its prefix). */
  productPrefix: string;
  /** Pages are at `<basePath>/<kebab-case name>`. */
  basePath: string;
  packages: ApiPackage[];
  /** Where the group's component pages are (`<prefix><slug>`), for the Markdown copy's appendix. */
  componentPagePrefix?: string;
}

// The order matters: a component exported by two groups (Material's and System's
// StyledEngineProvider are the same object) is documented in the first one unless the other's
// package declares it.
export const API_GROUPS: readonly ApiGroup[] = [
  {
    id: 'material',
    title: 'Material UI',
    productPrefix: '/material-ui',
    basePath: '/material-ui/api',
    packages: [{ name: '@mui/material' }],
    componentPagePrefix: '/material-ui/react-',
  },
  {
    id: 'joy',
    title: 'Joy UI',
    productPrefix: '/joy-ui',
    basePath: '/joy-ui/api',
    packages: [{ name: '@mui/joy' }],
    componentPagePrefix: '/joy-ui/react-',
  },
  {
    id: 'base',
    title: 'Base UI',
    productPrefix: '/base-ui',
    basePath: '/base-ui/api',
    packages: [{ name: '@mui/base' }],
    componentPagePrefix: '/base-ui/react-',
  },
  {
    id: 'system',
    title: 'MUI System',
    productPrefix: '/system',
    basePath: '/system/api',
    packages: [{ name: '@mui/system', via: '@mui/material' }],
    componentPagePrefix: '/system/react-',
  },
  {
    id: 'data-grid',
    title: 'Data Grid',
    productPrefix: '/x',
    basePath: '/x/api/data-grid',
    packages: [
      { name: '@mui/x-data-grid', plan: 'community' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
  },
  {
    id: 'date-pickers',
    title: 'Date and Time Pickers',
    productPrefix: '/x',
    basePath: '/x/api/date-pickers',
    packages: [
      { name: '@mui/x-date-pickers', plan: 'community' },
      { name: '@mui/x-date-pickers-pro', plan: 'pro' },
    ],
  },
  {
    id: 'charts',
    title: 'Charts',
    productPrefix: '/x',
    basePath: '/x/api/charts',
    packages: [
      { name: '@mui/x-charts', plan: 'community' },
      { name: '@mui/x-charts-pro', plan: 'pro' },
    ],
  },
  {
    id: 'tree-view',
    title: 'Tree View',
    productPrefix: '/x',
    basePath: '/x/api/tree-view',
    packages: [
      { name: '@mui/x-tree-view', plan: 'community' },
      { name: '@mui/x-tree-view-pro', plan: 'pro' },
    ],
  },
  {
    id: 'toolpad',
    title: 'Toolpad Core',
    productPrefix: '/toolpad',
    basePath: '/toolpad/core/api',
    packages: [{ name: '@toolpad/core' }],
    componentPagePrefix: '/toolpad/core/react-',
  },
];

/** The group whose pages the path is under, if any. */
export function apiGroupOfPath(pathname: string): ApiGroup | undefined {
  return API_GROUPS.find((group) => pathname.startsWith(`${group.basePath}/`));
}

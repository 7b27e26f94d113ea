import type { ProductGroup } from '@docshell/docs-nav';

/** The product switcher's grid: every product of the family and where its docs start. */
export const productGroups: ProductGroup[] = [
  {
    name: 'Core',
    products: [
      {
        id: 'material-ui',
        name: 'Material UI',
        href: '/material-ui/getting-started/overview',
        description: 'Material Design components',
      },
      {
        id: 'joy-ui',
        name: 'Joy UI',
        href: '/joy-ui/getting-started/overview',
        description: 'Components with their own design',
      },
      {
        id: 'system',
        name: 'MUI System',
        href: '/system/getting-started/overview',
        description: 'CSS utilities and the sx prop',
      },
      {
        id: 'base-ui',
        name: 'Base UI',
        href: '/base-ui/getting-started/overview',
        description: 'Unstyled components and hooks',
      },
    ],
  },
  {
    name: 'MUI X',
    products: [
      {
        id: 'x-data-grid',
        name: 'Data Grid',
        fullName: 'MUI X Data Grid',
        href: '/x/react-data-grid/overview',
        description: 'Fast, extensible tables',
      },
      {
        id: 'x-date-pickers',
        name: 'Date and Time Pickers',
        fullName: 'MUI X Date Pickers',
        href: '/x/react-date-pickers/overview',
        description: 'Dates, times and ranges',
      },
      {
        id: 'x-charts',
        name: 'Charts',
        fullName: 'MUI X Charts',
        href: '/x/react-charts/overview',
        description: 'Lines, bars, pies and more',
      },
      {
        id: 'x-tree-view',
        name: 'Tree View',
        fullName: 'MUI X Tree View',
        href: '/x/react-tree-view/overview',
        description: 'Hierarchical lists',
      },
    ],
  },
  {
    name: 'Toolpad',
    chip: 'Beta',
    products: [
      {
        id: 'toolpad-core',
        name: 'Core',
        fullName: 'Toolpad Core',
        href: '/toolpad/core/overview',
        description: 'Components for internal tools',
      },
      {
        id: 'toolpad-studio',
        name: 'Studio',
        fullName: 'Toolpad Studio',
        href: '/toolpad/studio/overview',
        description: 'Low-code builder (deprecated)',
      },
    ],
  },
];

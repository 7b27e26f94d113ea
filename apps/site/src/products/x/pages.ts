import type { ProductDocs } from '../types';

// Plans follow MUI X v7: Pro features ship in the `-pro` packages, Premium ones in
// `@mui/x-data-grid-premium`. Chart zoom was released as a preview (`unstable`), and tree item
// reordering arrived during v7 (`newFeature`).
export const muiX: ProductDocs = {
  prefix: '/x',
  name: 'MUI X',
  pages: [
    {
      pathname: '/x/introduction',
      title: 'Introduction',
      children: [
        { pathname: '/x/introduction/overview', title: 'Overview' },
        { pathname: '/x/introduction/licensing', title: 'Licensing' },
        { pathname: '/x/introduction/installation', title: 'Installation' },
      ],
    },
    {
      pathname: '/x/components',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-data-grid',
          title: 'Data Grid',
          children: [
            { pathname: '/x/react-data-grid/overview', title: 'Overview' },
            { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
            { pathname: '/x/react-data-grid/editing', title: 'Editing' },
            { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
            { pathname: '/x/react-data-grid/filtering', title: 'Filtering' },
            { pathname: '/x/react-data-grid/toolbar', title: 'Toolbar' },
            { pathname: '/x/react-data-grid/pagination', title: 'Pagination and footer' },
            { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
            { pathname: '/x/react-data-grid/styling', title: 'Styling' },
            { pathname: '/x/react-data-grid/icons', title: 'Icons' },
            { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
            { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
            {
              pathname: '/x/react-data-grid/master-detail',
              title: 'Master detail',
              plan: 'pro',
            },
            {
              pathname: '/x/react-data-grid/row-reordering',
              title: 'Row reordering',
              plan: 'pro',
            },
            { pathname: '/x/react-data-grid/lazy-loading', title: 'Lazy loading', plan: 'pro' },
            {
              pathname: '/x/react-data-grid/row-grouping',
              title: 'Row grouping',
              plan: 'premium',
            },
            { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
            {
              pathname: '/x/react-data-grid/excel-export',
              title: 'Excel export',
              plan: 'premium',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers',
          title: 'Date and Time Pickers',
          children: [
            { pathname: '/x/react-date-pickers/overview', title: 'Overview' },
            { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
            { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
            { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
            { pathname: '/x/react-date-pickers/fields', title: 'Fields' },
            { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
            { pathname: '/x/react-date-pickers/clocks', title: 'Clocks' },
            {
              pathname: '/x/react-date-pickers/date-range-picker',
              title: 'Date Range Picker',
              plan: 'pro',
            },
            {
              pathname: '/x/react-date-pickers/date-range-calendar',
              title: 'Date Range Calendar',
              plan: 'pro',
            },
            {
              pathname: '/x/react-date-pickers/date-time-range-picker',
              title: 'Date Time Range Picker',
              plan: 'pro',
            },
            {
              pathname: '/x/react-date-pickers/custom-components',
              title: 'Custom components',
            },
          ],
        },
        {
          pathname: '/x/react-charts',
          title: 'Charts',
          children: [
            { pathname: '/x/react-charts/overview', title: 'Overview' },
            { pathname: '/x/react-charts/bars', title: 'Bars' },
            { pathname: '/x/react-charts/lines', title: 'Lines and areas' },
            { pathname: '/x/react-charts/pie', title: 'Pie' },
            { pathname: '/x/react-charts/scatter', title: 'Scatter' },
            { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
            { pathname: '/x/react-charts/gauge', title: 'Gauge' },
            { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
            { pathname: '/x/react-charts/legend', title: 'Legend' },
            { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
            { pathname: '/x/react-charts/composition', title: 'Composition' },
            {
              pathname: '/x/react-charts/zoom-and-pan',
              title: 'Zoom and pan',
              plan: 'pro',
              unstable: true,
            },
          ],
        },
        {
          pathname: '/x/react-tree-view',
          title: 'Tree View',
          children: [
            { pathname: '/x/react-tree-view/overview', title: 'Overview' },
            { pathname: '/x/react-tree-view/customization', title: 'Customization' },
            {
              pathname: '/x/react-tree-view/items-reordering',
              title: 'Items reordering',
              plan: 'pro',
              newFeature: true,
            },
          ],
        },
      ],
    },
    {
      pathname: '/x/customization',
      title: 'Customization',
      children: [{ pathname: '/x/customization/styling', title: 'Styling and theming' }],
    },
    {
      pathname: '/x/guides',
      title: 'Guides',
      children: [{ pathname: '/x/guides/localization', title: 'Localization' }],
    },
    {
      pathname: '/x/integrations',
      title: 'Integrations',
      children: [{ pathname: '/x/integrations/next-js', title: 'Next.js' }],
    },
    {
      pathname: '/x/migration',
      title: 'Migration',
      children: [{ pathname: '/x/migration/v6-to-v7', title: 'Migrating from v6 to v7' }],
    },
  ],
};

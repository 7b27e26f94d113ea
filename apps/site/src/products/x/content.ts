import { entries as charts } from 'virtual:api-group/charts';
import { entries as dataGrid } from 'virtual:api-group/data-grid';
import { entries as datePickers } from 'virtual:api-group/date-pickers';
import { entries as treeView } from 'virtual:api-group/tree-view';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { muiX } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(
    muiX,
    { pathname: '/x/api', title: 'API' },
    {
      'data-grid': dataGrid,
      'date-pickers': datePickers,
      charts,
      'tree-view': treeView,
    },
  ),
};

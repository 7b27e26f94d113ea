import { entries as charts } from 'virtual:api-group/charts';
import { entries as dataGrid } from 'virtual:api-group/data-grid';
import { entries as datePickers } from 'virtual:api-group/date-pickers';
import { entries as treeView } from 'virtual:api-group/tree-view';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { muiX } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [
  ['data-grid', dataGrid] as const,
  ['date-pickers', datePickers] as const,
  ['charts', charts] as const,
  ['tree-view', treeView] as const,
].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...muiX,
    pages: withApiSection(muiX.pages, apiSection({ pathname: '/x/api', title: 'API' }, groups)),
  },
};

import { entries as material } from 'virtual:api-group/material';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { materialUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [['material', material] as const].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...materialUi,
    pages: withApiSection(
      materialUi.pages,
      apiSection({ pathname: '/material-ui/api', title: 'API' }, groups),
    ),
  },
};

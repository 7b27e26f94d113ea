import { entries as base } from 'virtual:api-group/base';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { baseUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [['base', base] as const].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...baseUi,
    pages: withApiSection(
      baseUi.pages,
      apiSection({ pathname: '/base-ui/api', title: 'API' }, groups),
    ),
  },
};

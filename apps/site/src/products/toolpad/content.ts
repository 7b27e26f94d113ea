import { entries as toolpadApi } from 'virtual:api-group/toolpad';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { toolpad } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [['toolpad', toolpadApi] as const].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...toolpad,
    pages: withApiSection(
      toolpad.pages,
      apiSection({ pathname: '/toolpad/core/api', title: 'API' }, groups),
    ),
  },
};

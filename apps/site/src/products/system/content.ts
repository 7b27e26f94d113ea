import { entries as systemApi } from 'virtual:api-group/system';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { system } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [['system', systemApi] as const].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...system,
    pages: withApiSection(
      system.pages,
      apiSection({ pathname: '/system/api', title: 'API' }, groups),
    ),
  },
};

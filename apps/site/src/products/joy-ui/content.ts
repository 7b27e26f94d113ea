import { entries as joy } from 'virtual:api-group/joy';
import { apiSection, withApiSection } from '../../api/apiPages';
import { API_GROUPS } from '../../api/apiGroups';
import type { ProductContent } from '../index';
import { joyUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
const groups = [['joy', joy] as const].map(([id, entries]) => ({
  group: API_GROUPS.find((g) => g.id === id)!,
  entries,
}));

export const content: ProductContent = {
  product: {
    ...joyUi,
    pages: withApiSection(
      joyUi.pages,
      apiSection({ pathname: '/joy-ui/api', title: 'API', beta: true }, groups),
    ),
  },
};

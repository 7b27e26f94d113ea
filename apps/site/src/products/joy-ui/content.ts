import { entries as joy } from 'virtual:api-group/joy';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { joyUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(joyUi, { pathname: '/joy-ui/api', title: 'API', beta: true }, { joy }),
};

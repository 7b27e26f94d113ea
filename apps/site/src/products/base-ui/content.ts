import { entries as base } from 'virtual:api-group/base';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { baseUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(baseUi, { pathname: '/base-ui/api', title: 'API' }, { base }),
};

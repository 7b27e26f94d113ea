import { entries as toolpadApi } from 'virtual:api-group/toolpad';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { toolpad } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(
    toolpad,
    { pathname: '/toolpad/core/api', title: 'API' },
    { toolpad: toolpadApi },
  ),
};

import { entries as systemApi } from 'virtual:api-group/system';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { system } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(
    system,
    { pathname: '/system/api', title: 'API' },
    { system: systemApi },
  ),
};

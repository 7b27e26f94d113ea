import { entries as material } from 'virtual:api-group/material';
import { withGeneratedApi } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { materialUi } from './pages';

// Loaded with the product's first page: its tree, with the API section generated from the
// installed packages (see ../index.ts; the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: withGeneratedApi(
    materialUi,
    { pathname: '/material-ui/api', title: 'API' },
    { material },
  ),
};

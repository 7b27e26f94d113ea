import { withApiSection } from '../../api/apiPages';
import type { ProductContent } from '../index';
import { materialUi } from './pages';

// Loaded with the product's first page: its tree, with the generated API section (see ../index.ts;
// the MDX pages are listed in pageFiles.ts).
export const content: ProductContent = {
  product: { ...materialUi, pages: withApiSection(materialUi.pages) },
};

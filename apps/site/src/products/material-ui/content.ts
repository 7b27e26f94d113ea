import { withApiSection } from '../../api/apiPages';
import type { PageModule } from '../../content';
import type { ProductContent } from '../index';
import { materialUi } from './pages';

// Loaded with the product's first page: its tree (with the generated API section) and its MDX
// pages (see ../index.ts).
export const content: ProductContent = {
  product: { ...materialUi, pages: withApiSection(materialUi.pages) },
  pages: import.meta.glob<PageModule>('./**/*.mdx'),
};

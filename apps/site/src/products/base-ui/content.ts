import type { PageModule } from '../../content';
import type { ProductContent } from '../index';
import { baseUi } from './pages';

// Loaded with the product's first page: its tree and its MDX pages (see ../index.ts).
export const content: ProductContent = {
  product: baseUi,
  pages: import.meta.glob<PageModule>('./**/*.mdx'),
};

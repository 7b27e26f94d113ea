import type { PageModule } from '../../content';
import type { ProductContent } from '../index';
import { system } from './pages';

// Loaded with the product's first page: its tree and its MDX pages (see ../index.ts).
export const content: ProductContent = {
  product: system,
  pages: import.meta.glob<PageModule>('./**/*.mdx'),
};

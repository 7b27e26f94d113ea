import type { ProductContent } from '../index';
import { muiX } from './pages';

// Loaded with the product's first page: its tree (see ../index.ts; the MDX pages are listed in
// pageFiles.ts).
export const content: ProductContent = {
  product: muiX,
};

import { pathnameToLanguage } from '@docshell/docs-i18n';

/** Product categories of the family. `'null'` (a string) means unknown, as the meta tags carry it. */
export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs' | 'null';

export interface ProductInfo {
  productCategoryId: ProductCategoryId;
  productId: string;
}

export const UNKNOWN_PRODUCT: ProductInfo = { productCategoryId: 'null', productId: 'null' };

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);

/**
 * Works out which product a path belongs to from its first folder, after the language prefix and
 * hash are removed. Paths are case-sensitive, like the routes.
 */
export function getProductInfo(pathname: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(pathname);
  const path = canonicalAsServer.replace(/\?.*$/, '');
  if (path === '/experiments/docs' || path.startsWith('/experiments/docs/')) {
    return { productCategoryId: 'docs', productId: 'docs-infra' };
  }
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  if (!first) return UNKNOWN_PRODUCT;

  if (CORE_PRODUCTS.has(first)) return { productCategoryId: 'core', productId: first };
  if (DOCS_FOLDERS.has(first)) return { productCategoryId: 'docs', productId: 'docs' };
  if (first === 'x') {
    const component = segments[1]?.match(/^react-(.+)$/)?.[1];
    return { productCategoryId: 'x', productId: component ? `x-${component}` : 'null' };
  }
  if (first === 'toolpad') {
    return {
      productCategoryId: 'toolpad',
      productId: segments[1] === 'studio' ? 'toolpad-studio' : 'toolpad-core',
    };
  }
  return UNKNOWN_PRODUCT;
}

export { UNKNOWN_PRODUCT, getProductInfo } from './getProductInfo';
export type { ProductCategoryId, ProductInfo } from './getProductInfo';
export { flattenPages } from './pages';
export type { DocsPage, PagePlan } from './pages';

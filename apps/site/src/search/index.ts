export { SearchProvider, useSearchDialog } from './SearchProvider';
export type { SearchContextValue } from './SearchProvider';
export { SearchButton } from './SearchButton';
export type { SearchButtonProps } from './SearchButton';
export { PAGE_PATH_ATTRIBUTE, PRODUCT_FILTER } from './searchConfig';

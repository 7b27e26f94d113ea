export { SearchProvider } from './SearchProvider';
export { SearchButton } from './SearchButton';
export { PAGE_PATH_ATTRIBUTE, PRODUCT_FILTER } from './searchConfig';

import apiDocs from 'virtual:mui-api-pages';
import { productSummaryForPath } from '../products';
import { PRODUCT_FILTER } from '../search/searchConfig';
import { API_COMPONENTS, apiPathname, apiSlug } from './apiComponents';
import { propSearchRecords, type PropSearchRecord } from './apiSearchRecords';

/**
 * The search records of every prop of every generated API page, for the prerender's search index
 * (exported by src/entry-server.tsx; the client never loads this module).
 */
export async function apiPropSearchRecords(): Promise<PropSearchRecord[]> {
  const perPage = await Promise.all(
    API_COMPONENTS.map(async (component) => {
      const load = apiDocs[apiSlug(component)];
      if (!load) throw new Error(`[site] no API data for ${component}`);
      const pathname = apiPathname(component);
      const product = productSummaryForPath(pathname)?.name;
      if (!product) throw new Error(`[site] ${pathname} belongs to no product`);
      const { default: doc } = await load();
      return propSearchRecords(doc, { pathname, product, filter: PRODUCT_FILTER });
    }),
  );
  return perPage.flat();
}

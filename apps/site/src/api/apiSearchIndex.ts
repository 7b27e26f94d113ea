import { productSummaryForPath } from '../products';
import { PRODUCT_FILTER } from '../search/searchConfig';
import { allApiEntries, loadApiDoc } from './apiComponents';
import { propSearchRecords, type PropSearchRecord } from './apiSearchRecords';

/**
 * The search records of every prop of every generated API page, for the prerender's search index
 * (exported by src/entry-server.tsx; the client never loads this module).
 */
export async function apiPropSearchRecords(): Promise<PropSearchRecord[]> {
  const perPage = await Promise.all(
    (await allApiEntries()).map(async ({ entry: { pathname } }) => {
      const product = productSummaryForPath(pathname)?.name;
      if (!product) throw new Error(`[site] ${pathname} belongs to no product`);
      const doc = await loadApiDoc(pathname);
      if (!doc) throw new Error(`[site] no API data for ${pathname}`);
      return propSearchRecords(doc, { pathname, product, filter: PRODUCT_FILTER });
    }),
  );
  return perPage.flat();
}

import type { PageModule } from '../pages/pageModule';
import { ApiPage } from './ApiPage';
import { apiPageDescription, loadApiDoc } from './apiComponents';
import { apiPageHeadings } from './apiPageHeadings';

/** A generated API page as a page module: its component, frontmatter and headings. */
export async function loadApiPageModule(pathname: string): Promise<PageModule> {
  const doc = await loadApiDoc(pathname);
  if (!doc) throw new Error(`[site] no API page at ${pathname}`);
  return {
    default: function GeneratedApiPage() {
      return <ApiPage doc={doc} />;
    },
    frontmatter: {
      title: `${doc.component} API`,
      description: apiPageDescription(doc.component, doc.packageName),
    },
    headings: apiPageHeadings(doc),
  };
}

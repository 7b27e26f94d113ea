import { CodeCopyButton } from '@docshell/docs-copy';
import { findActivePage, isRedirectRoute, pagesToRoutes, pageToTitle } from '@docshell/docs-nav';
import type { Metadata } from 'next';
import { content } from '../../../shared/content';
import { pages } from '../../../shared/pages';
import { DocsArticle } from '../DocsArticle';

interface PageProps {
  params: Promise<{ slug: string[] }>;
}

// Only the tree's pages exist; any other address is the static host's 404.
export const dynamicParams = false;

/** One static page per page of the tree; redirects have no page of their own. */
export function generateStaticParams() {
  return pagesToRoutes(pages, async () => null)
    .filter((route) => !isRedirectRoute(route))
    .map((route) => ({ slug: route.path.split('/').slice(1) }));
}

const toPathname = (slug: string[]) => `/${slug.join('/')}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const active = findActivePage(pages, toPathname((await params).slug));
  return active ? { title: pageToTitle(active.page) } : {};
}

/**
 * A Server Component: the page's text and code block are rendered here, the copy button (a client
 * component of docs-copy) hydrates in the browser; the translated title, the ad and the page view
 * live in DocsArticle.
 */
export default async function Page({ params }: PageProps) {
  const pathname = toPathname((await params).slug);
  const page = content[pathname];
  return (
    <DocsArticle pathname={pathname}>
      {page ? (
        <>
          <p>{page.intro}</p>
          <div data-code-block="" data-code-label={page.codeLabel} style={{ position: 'relative' }}>
            <pre tabIndex={0} style={{ padding: 16, overflowX: 'auto' }}>
              <code>{page.code}</code>
            </pre>
            <CodeCopyButton sx={{ position: 'absolute', top: 8, right: 8 }} />
          </div>
        </>
      ) : null}
    </DocsArticle>
  );
}

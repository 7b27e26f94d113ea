'use client';

import { useRenderedLanguage, useTranslate } from '@docshell/docs-i18n';
import { SideNav, pageToTitleI18n, type DocsPage, type NavLinkProps } from '@docshell/docs-nav';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';
import { pages } from '../../shared/pages';
import { SiteHeader } from '../../shared/SiteHeader';

/** The side nav's links as Next links: a click changes the page without loading a document. */
function NextLink({ to: _to, ...props }: NavLinkProps) {
  return <Link {...props} />;
}

/**
 * What every page shares, kept mounted across navigations (the side nav keeps the sections the
 * reader opened): the nav from the page tree, the language and colour-mode buttons, and the page.
 */
export function DocsLayout({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const language = useRenderedLanguage();
  const getTitle = useCallback((page: DocsPage) => pageToTitleI18n(page, t), [t]);
  // The nav normalises the path, so `/a/b/` marks the same page as `/a/b`, as on the server.
  const activePath = usePathname();

  return (
    <div style={{ display: 'flex', gap: 32, padding: 16 }}>
      <SideNav pages={pages} activePath={activePath} getTitle={getTitle} LinkComponent={NextLink} />
      <main lang={language} style={{ flex: 1, maxWidth: 720 }}>
        <SiteHeader />
        {children}
      </main>
    </div>
  );
}

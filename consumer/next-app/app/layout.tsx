import { InitColorSchemeScript } from '@docshell/docs-theme';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DocsLayout } from './DocsLayout';
import { Providers } from './Providers';

export const metadata: Metadata = {
  title: { template: '%s - Acme UI', default: 'Acme UI' },
  // No favicon request: the site has none.
  icons: { icon: 'data:,' },
};

export const viewport: Viewport = { themeColor: '#ffffff' };

/**
 * The document around every page, a Server Component. The no-flash script comes first in <body>,
 * so a stored dark mode is painted before anything else; it sets attributes on <html> before React
 * hydrates, hence `suppressHydrationWarning`.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <InitColorSchemeScript />
        <Providers>
          <DocsLayout>{children}</DocsLayout>
        </Providers>
      </body>
    </html>
  );
}

import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { loadContent } from '../content';

// One lazy component per page, created on first visit and reused, so returning to a page does
// not suspend again.
const pageComponents = new Map<string, LazyExoticComponent<ComponentType>>();

function pageComponent(pathname: string): LazyExoticComponent<ComponentType> {
  let component = pageComponents.get(pathname);
  if (!component) {
    component = lazy(async () => {
      const load = loadContent(pathname);
      if (!load) throw new Error(`[site] no content for ${pathname}`);
      const { default: Content, frontmatter } = await load();
      function Page() {
        useEffect(() => {
          document.title = `${frontmatter.title} - docshell`;
        }, []);
        return <Content />;
      }
      return { default: Page };
    });
    pageComponents.set(pathname, component);
  }
  return component;
}

export function DocPage({ pathname }: { pathname: string }) {
  const Content = pageComponent(pathname);
  return (
    <article className="markdown-body">
      <Suspense fallback={<Typography sx={{ minHeight: '60vh' }} aria-busy="true" />}>
        <Content />
      </Suspense>
    </article>
  );
}

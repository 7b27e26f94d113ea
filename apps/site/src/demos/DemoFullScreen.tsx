import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { demoTranslations, useTranslate } from '@docshell/docs-i18n';
import { use } from 'react';
import { AppLayout } from '../layout/AppLayout';
import { useDocumentHead } from '../layout/useDocumentHead';
import { NotFoundPage } from '../pages/NotFoundPage';
import { loadedPage, loadPage } from '../routing/pageContent';
import { RouterLink } from '../routing/RouterLink';
import { Demo } from './Demo';
import { DemoIcon } from './demoIcons';
import { demoAnchorOf, demoBySlug } from './demoPath';
import { demoPageHead } from './demoPageHead';

/**
 * A demo alone on the screen, with a link back to its page: room for a demo that needs width or
 * height, and an address to share. Prerendered like every page (scripts/prerender.mjs).
 */
export function DemoFullScreen({ pagePath, slug }: { pagePath: string; slug: string }) {
  const t = useTranslate(demoTranslations);
  const page = loadedPage(pagePath) ?? use(loadPage(pagePath));
  const found = demoBySlug(page.demos, slug);
  const head = demoPageHead(t, page, found?.name);
  useDocumentHead({ ...head, hasMarkdown: false });
  if (!found) {
    return (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ p: { xs: 2, sm: 3 }, outline: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography
          component={RouterLink}
          to={`${pagePath}#${demoAnchorOf(found.name)}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}
        >
          <DemoIcon shape="back" />
          {t('demo.backToPage', { values: { title: page.frontmatter.title } })}
        </Typography>
        <Typography variant="h6" component="h1">
          {found.name}
        </Typography>
      </Box>
      {/* The page's article styles: the code blocks look as they do on the page. */}
      <div className="markdown-body">
        <Demo
          name={found.name}
          component={found.demo.component}
          source={found.demo.source}
          globalStyles={found.demo.globalStyles}
          wrapper={found.demo.wrapper}
          fullScreen
        />
      </div>
    </Box>
  );
}

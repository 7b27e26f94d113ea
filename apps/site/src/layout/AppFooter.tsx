import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { RouterLink } from '../routing/RouterLink';
import { BLOG_URL, REPOSITORY_URL, TEMPLATES_STORE_URL } from '../siteConfig';

export function AppFooter() {
  const t = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 8, py: 4, px: { xs: 2, md: 5 } }}
    >
      {/* Plain links styled in styles.css: MUI's Link and Stack would add to every page's JS. */}
      <nav aria-label={t('footer.label') ?? undefined} className="site-footer-links">
        <RouterLink to="/versions">{t('footer.versions')}</RouterLink>
        <a href={TEMPLATES_STORE_URL} rel="noopener">
          {t('footer.templatesStore')}
        </a>
        <a href={BLOG_URL} rel="noopener">
          {t('footer.blog')}
        </a>
        {/* Also in the header, except on phones where the header has no room for it. */}
        <a href={REPOSITORY_URL} rel="noopener">
          {t('appFrame.repositoryLink')}
        </a>
      </nav>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        docshell — documentation for the MUI family of libraries.
      </Typography>
    </Box>
  );
}

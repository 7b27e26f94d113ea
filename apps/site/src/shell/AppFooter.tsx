import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { Link as RouterLinkBase } from 'react-router-dom';
import { BLOG_URL, TEMPLATES_STORE_URL } from '../siteConfig';

export function AppFooter() {
  const t = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 8, py: 4, px: { xs: 2, md: 5 } }}
    >
      <Stack
        component="nav"
        aria-label={t('footer.label') ?? undefined}
        direction="row"
        spacing={3}
        sx={{ flexWrap: 'wrap' }}
      >
        <Link component={RouterLinkBase} to="/versions" color="text.secondary">
          {t('footer.versions')}
        </Link>
        <Link href={TEMPLATES_STORE_URL} color="text.secondary" rel="noopener">
          {t('footer.templatesStore')}
        </Link>
        <Link href={BLOG_URL} color="text.secondary" rel="noopener">
          {t('footer.blog')}
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        docshell — documentation for the MUI family of libraries.
      </Typography>
    </Box>
  );
}

import { useRenderedLanguage, useSetUserLanguage, useTranslate } from '@docshell/docs-i18n';
import { useColorMode } from '@docshell/docs-theme';
import { Button } from '@mui/material';

/** The buttons above every page: the other language, and dark mode on or off. */
export function SiteHeader() {
  const t = useTranslate();
  const language = useRenderedLanguage();
  const setLanguage = useSetUserLanguage();
  const { resolvedMode, setMode } = useColorMode();
  return (
    <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
      <Button onClick={() => setLanguage(language === 'fr' ? 'en' : 'fr')}>
        {t('site.otherLanguage')}
      </Button>
      <Button
        aria-pressed={resolvedMode === 'dark'}
        onClick={() => setMode(resolvedMode === 'dark' ? 'light' : 'dark')}
      >
        {t('site.darkMode')}
      </Button>
    </header>
  );
}

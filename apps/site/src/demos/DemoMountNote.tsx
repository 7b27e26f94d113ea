import Box from '@mui/material/Box';
import { demoTranslations, useTranslate } from '@docshell/docs-i18n';

/**
 * Over the prerendered box of a demo whose library draws nothing on the server (MUI X's data
 * grid): says the demo is on its way or, where scripts do not run, that it needs them. Both are in
 * the HTML and the `scripting` media feature shows one. The demo's mount removes it. Its styles
 * are its own, so only pages with such a demo carry them.
 */
export function DemoMountNote() {
  const t = useTranslate(demoTranslations);
  return (
    <Box
      component="p"
      className="demo-mount-note"
      sx={{
        position: 'absolute',
        inset: 0,
        m: 0,
        p: 2,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        pointerEvents: 'none',
        color: 'text.secondary',
        typography: 'body2',
        '& .noscript': { display: 'none' },
        '@media (scripting: none)': {
          '& .loading': { display: 'none' },
          '& .noscript': { display: 'inline' },
        },
      }}
    >
      <span className="loading">{t('demo.loading')}</span>
      <span className="noscript">{t('demo.needsScript')}</span>
    </Box>
  );
}

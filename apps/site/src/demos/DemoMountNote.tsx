import { demoTranslations, useTranslate } from '@docshell/docs-i18n';

/**
 * Over the prerendered box of a demo whose library draws nothing on the server (MUI X's data
 * grid): says the demo is on its way or, where scripts do not run, that it needs them. Both are in
 * the HTML; styles.css shows one by the `scripting` media feature. The demo's mount removes it.
 */
export function DemoMountNote() {
  const t = useTranslate(demoTranslations);
  return (
    <p className="demo-mount-note">
      <span className="demo-mount-note-loading">{t('demo.loading')}</span>
      <span className="demo-mount-note-noscript">{t('demo.needsScript')}</span>
    </p>
  );
}

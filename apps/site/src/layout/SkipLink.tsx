import { useTranslate } from '@docshell/docs-i18n';

/** Hidden above the viewport until focused: keyboard readers jump past the header and nav. */
export function SkipLink() {
  const t = useTranslate();
  return (
    <a className="skip-link" href="#main-content">
      {t('appFrame.skipToContent')}
    </a>
  );
}

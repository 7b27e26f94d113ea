import { ConsentPrompt, useClickTracking, usePageView } from '@docshell/docs-analytics';
import { pathnameToLanguage, useTranslate } from '@docshell/docs-i18n';
import { getProductInfo } from '@docshell/docs-nav';
import { loadedPage } from '../routing/pageContent';
import { HOME_HEAD, NOT_FOUND_HEAD } from '../pages/siteHeads';
import { resolveRoute } from '../routing/resolveRoute';
import { useLocation } from 'react-router-dom';
import { ANALYTICS_CONSENT_REQUIRED } from '../siteConfig';

/**
 * Delegated click tracking, one page view per route, and the consent prompt: prerendered where the
 * site asks for consent, and shown before the first paint by the script from consentPromptScript.
 */
export function Tracking() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { canonicalPathname } = pathnameToLanguage(pathname);
  const { productId, productCategoryId } = getProductInfo(pathname);
  const route = resolveRoute(pathname);
  const title =
    route.kind === 'page'
      ? (loadedPage(route.pathname)?.frontmatter.title ?? '')
      : route.kind === 'home'
        ? HOME_HEAD.title
        : NOT_FOUND_HEAD.title;
  useClickTracking();
  usePageView({ location: canonicalPathname, title, productId, productCategoryId });
  return (
    <ConsentPrompt
      prerender={ANALYTICS_CONSENT_REQUIRED}
      labels={{
        title: t('consent.title') ?? '',
        description: t('consent.description') ?? '',
        allow: t('consent.allow') ?? '',
        deny: t('consent.deny') ?? '',
      }}
    />
  );
}

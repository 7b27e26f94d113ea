import type { TranslateFunction } from '@docshell/docs-i18n';
import type { PageModule } from '../pages/pageModule';
import { NOT_FOUND_HEAD } from '../pages/siteHeads';

/**
 * The title and description of a demo's full-screen page, the same in the prerender and in the
 * browser; the 404 page's when the page has no such demo.
 */
export function demoPageHead(
  t: TranslateFunction,
  page: Pick<PageModule, 'frontmatter'>,
  name: string | undefined,
): { title: string; description: string } {
  if (!name) return NOT_FOUND_HEAD;
  const { title, description } = page.frontmatter;
  return {
    title: t('demo.fullScreenTitle', { values: { name, title } }) ?? `${name} – ${title}`,
    description,
  };
}

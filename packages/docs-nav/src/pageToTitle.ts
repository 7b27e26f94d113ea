import type { DocsPage } from './pages.js';

type TitledPage = Pick<DocsPage, 'pathname' | 'title' | 'subheader'>;

/** A translate function shaped like docs-i18n's `t`; returns null (or '') when there is no entry. */
export type PageTitleTranslate = (
  key: string,
  options?: { ignoreWarning?: boolean },
) => string | null | undefined;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pascalCase(name: string): string {
  return name.split('-').filter(Boolean).map(capitalise).join('');
}

function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/**
 * The title a nav entry shows. An explicit title wins and `title: false` gives null. Otherwise the
 * title comes from the last segment of the subheader or pathname, with a leading `react-` removed
 * and everything after the first `.` dropped:
 * - under `/api-docs/` it becomes PascalCase (`button-base` -> `ButtonBase`);
 * - under `/api/` hooks become camelCase (`use-autocomplete` -> `useAutocomplete`), the rest PascalCase;
 * - anything else: hyphens become spaces and the first letter is capitalised (`getting-started` -> `Getting started`).
 * Returns null when no segment is left to derive from (for example `/`).
 */
export function pageToTitle(page: TitledPage): string | null {
  if (page.title === false) return null;
  if (typeof page.title === 'string') return page.title;

  const path = (page.subheader ?? page.pathname).replace(/[?#].*$/, '').replace(/\/+$/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const name = lastSegment.replace(/^react-/, '').split('.')[0] ?? '';
  if (!name) return null;

  if (path.includes('/api-docs/')) return pascalCase(name);
  if (path.includes('/api/')) return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  return capitalise(name.replace(/-/g, ' '));
}

/**
 * Like `pageToTitle`, but first asks the translation table for `pages.<subheader or pathname>`
 * (silently, since most pages have no entry). `title: false` still gives null.
 */
export function pageToTitleI18n(page: TitledPage, t: PageTitleTranslate): string | null {
  if (page.title === false) return null;
  const translated = t(`pages.${page.subheader ?? page.pathname}`, { ignoreWarning: true });
  return translated || pageToTitle(page);
}

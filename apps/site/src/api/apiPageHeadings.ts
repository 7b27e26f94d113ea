import type { TocHeading } from '@docshell/docs-nav';

/** The sections of every generated API page (ApiPage renders its headings from these). */
export const API_PAGE_SECTIONS = {
  import: { id: 'import', text: 'Import', level: 2 },
  props: { id: 'props', text: 'Props', level: 2 },
} as const satisfies Record<string, TocHeading>;

/** An API page's table of contents, known before the page loads. */
export const API_PAGE_HEADINGS: TocHeading[] = Object.values(API_PAGE_SECTIONS);

/** Class names of the side nav's plain elements, styled once on its root. */
export const SIDE_NAV_CLASSES = {
  root: 'DocsNav-root',
  list: 'DocsNav-list',
  link: 'DocsNav-link',
  section: 'DocsNav-section',
  chevron: 'DocsNav-chevron',
  subheader: 'DocsNav-subheader',
  chip: 'DocsNav-chip',
  planIcon: 'DocsNav-planIcon',
  icon: 'DocsNav-icon',
  label: 'DocsNav-label',
} as const;

/** Indent per nesting level, in px. */
export const SIDE_NAV_INDENT_PX = 12;

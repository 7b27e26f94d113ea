import type { TocHeading } from '@docshell/docs-nav';
import type { ApiDoc } from '../../build/apiDoc';

/** The sections of an API page, in order (Demos and Slots only for a component that has some). */
export const API_PAGE_SECTIONS = {
  import: { id: 'import', text: 'Import', level: 2 },
  demos: { id: 'demos', text: 'Demos', level: 2 },
  props: { id: 'props', text: 'Props', level: 2 },
  slots: { id: 'slots', text: 'Slots', level: 2 },
  classes: { id: 'css', text: 'CSS classes', level: 2 },
} as const satisfies Record<string, TocHeading>;

/** A page's table of contents: known as soon as its data is, before it renders. */
export function apiPageHeadings(doc: ApiDoc): TocHeading[] {
  const { import: imports, demos, props, slots, classes } = API_PAGE_SECTIONS;
  return [
    imports,
    ...(doc.demos.length ? [demos] : []),
    props,
    ...(doc.slots.length ? [slots] : []),
    ...(doc.classes.length ? [classes] : []),
  ];
}

import type { TocHeading } from '@docshell/docs-nav';
import type { ApiDoc } from '../../build/muiApi';
import { apiSlug } from './apiComponents';

// What every API page says, in its HTML and in its Markdown copy alike: the two are read by
// different readers and must not drift apart. `code` spans are marked with backticks.

/** The sections of an API page, in order (Slots only for a component that has some). */
export const API_PAGE_SECTIONS = {
  import: { id: 'import', text: 'Import', level: 2 },
  props: { id: 'props', text: 'Props', level: 2 },
  slots: { id: 'slots', text: 'Slots', level: 2 },
  classes: { id: 'css', text: 'CSS classes', level: 2 },
} as const satisfies Record<string, TocHeading>;

/** A page's table of contents: known as soon as its data is, before it renders. */
export function apiPageHeadings(doc: ApiDoc): TocHeading[] {
  const { import: imports, props, slots, classes } = API_PAGE_SECTIONS;
  return [
    imports,
    props,
    ...(doc.slots.length ? [slots] : []),
    ...(doc.classes.length ? [classes] : []),
  ];
}

/** The first paragraph, around a link to the component page. */
export function apiIntro(doc: ApiDoc) {
  return {
    before: `Every prop, slot and CSS class of \`${doc.component}\` in @mui/material ${doc.muiVersion}, read from the package's own type declarations. For examples, see the `,
    link: {
      to: `/material-ui/react-${apiSlug(doc.component)}`,
      text: `${doc.component} component page`,
    },
    after: '.',
  };
}

export function apiImportCode(doc: ApiDoc): string {
  return `import ${doc.component} from '${doc.importPath}';\n// or\nimport { ${doc.component} } from '@mui/material';`;
}

export const API_PROPS_NOTE =
  'Props of the root element that are not listed here (such as `id` or `aria-*`) are passed through to it.';

export function apiSlotsNote(doc: ApiDoc): string {
  return `Replace a part of \`${doc.component}\` by passing a component under its name in the \`slots\` prop; pass that part's props under the same name in \`slotProps\`.`;
}

export function apiClassesNote(doc: ApiDoc): string {
  return `\`${doc.component}\` puts these class names on its elements: select them in your CSS, or style them in the theme under \`components.Mui${doc.component}.styleOverrides\` with the rule name.`;
}

/** A JSDoc description as plain text: Markdown links keep only their text (their targets are MUI's site). */
export function plainDescription(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

import type { ApiDoc } from '../../build/muiApi';
import { apiSlug } from './apiComponents';

// What every API page says, in its HTML and in its Markdown copy alike: the two are read by
// different readers and must not drift apart. `code` spans are marked with backticks. Only the
// API page and the prerender import it: the headings, which the route loader needs, are in
// ./apiPageHeadings.ts, out of the entry's way.

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

import type { ApiDoc } from '../../build/apiDoc';

// What every API page says, in its HTML and in its Markdown copy alike: the two are read by
// different readers and must not drift apart. `code` spans are marked with backticks. Only the
// API page and the prerender import it: the headings, which the route loader needs, are in
// ./apiPageHeadings.ts, out of the entry's way.

const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

/** The plan badge's text, for a component of a paid MUI X plan. */
export function apiPlanLabel(doc: ApiDoc): string | null {
  return doc.plan === 'pro' || doc.plan === 'premium' ? `${PLAN_NAMES[doc.plan]} plan` : null;
}

/** The first paragraph. */
export function apiIntro(doc: ApiDoc): string {
  const plan = apiPlanLabel(doc);
  return [
    `Every prop, slot and CSS class of \`${doc.component}\` in ${doc.packageName} ${doc.version}, read from the package's own type declarations.`,
    plan && `It is part of MUI X's ${plan}.`,
    doc.deprecated && `Deprecated: ${doc.deprecated}`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function apiImportCode(doc: ApiDoc): string {
  return doc.imports.join('\n// or\n');
}

export const API_DEMOS_NOTE = 'The pages whose demos use this component:';

export const API_PROPS_NOTE =
  'Props of the root element that are not listed here (such as `id` or `aria-*`) are passed through to it.';

/** Around the links to the components whose props this one takes too (not repeated here). */
export const API_INHERITED_NOTE = {
  before: 'Inherited props: the props of',
  after: 'are also available.',
};

export function apiSlotsNote(doc: ApiDoc): string {
  return `Replace a part of \`${doc.component}\` by passing a component under its name in the \`slots\` prop; pass that part's props under the same name in \`slotProps\`.`;
}

export function apiClassesNote(doc: ApiDoc): string {
  // MUI's themes style a component under its class names' prefix (`MuiButton`); Base has none.
  const themeKey = /^(Mui[A-Za-z0-9]+)-/.exec(
    doc.classes.find((c) => c.key === 'root')?.className ?? '',
  )?.[1];
  const theme = themeKey
    ? `, or style them in the theme under \`components.${themeKey}.styleOverrides\` with the rule name`
    : '';
  return `\`${doc.component}\` puts these class names on its elements: select them in your CSS${theme}.`;
}

/** A JSDoc description as plain text: Markdown links keep only their text (their targets are MUI's site). */
export function plainDescription(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

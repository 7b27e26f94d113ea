import type { ApiDoc, ApiProp } from '../../build/apiDoc';
import {
  API_DEMOS_NOTE,
  API_INHERITED_NOTE,
  API_PROPS_NOTE,
  apiClassesNote,
  apiImportCode,
  apiIntro,
  apiSlotsNote,
  plainDescription,
} from '../api/apiPageText';
import { API_PAGE_SECTIONS } from '../api/apiPageHeadings';
import { markdownPathOf } from './markdownPath';
import {
  code,
  codeBlock,
  heading,
  link,
  list,
  paragraph,
  table,
  text,
  type MdNode,
} from './markdownTree';

/** Text whose `code` spans stay code (MUI's descriptions use them), without parsing the rest. */
function inlineMarkdown(value: string): MdNode[] {
  return plainDescription(value)
    .replace(/\s+/g, ' ')
    .split('`')
    .map((part, index) => (index % 2 ? code(part) : text(part)))
    .filter((node) => node.value);
}

const orDash = (value: string | null, asCode = true): MdNode[] =>
  value ? [asCode ? code(value) : text(value)] : [text('-')];

// As the HTML page says it: the description, then what replaces a deprecated entry.
const withDeprecation = (description: string, deprecated: string | null): MdNode[] =>
  inlineMarkdown(
    [description, deprecated && `Deprecated: ${deprecated.replace(/\.$/, '')}.`]
      .filter(Boolean)
      .join(' '),
  );

function propRow(prop: ApiProp): MdNode[][] {
  const name = [code(prop.name), ...(prop.required ? [text(' (required)')] : [])];
  return [
    name,
    [code(prop.type)],
    orDash(prop.defaultValue),
    withDeprecation(prop.description, prop.deprecated),
  ];
}

/** A component's props as a Markdown table: name, type, default and description. */
function propsTable(doc: ApiDoc): MdNode {
  return table(['Name', 'Type', 'Default', 'Description'], doc.props.map(propRow));
}

/** `A, B and C`, each a link to its page's Markdown copy. */
function linkList(links: { pathname: string; text: string }[]): MdNode[] {
  return links.flatMap((l, index) => [
    ...(index === 0 ? [] : [text(index === links.length - 1 ? ' and ' : ', ')]),
    link(markdownPathOf(l.pathname), [text(l.text)]),
  ]);
}

/** The body of an API page, as its HTML shows it: import, demos, props, slots and CSS classes. */
export function apiPageBody(doc: ApiDoc): MdNode[] {
  const { import: imports, demos, props, slots, classes } = API_PAGE_SECTIONS;
  return [
    paragraph(...inlineMarkdown(apiIntro(doc))),
    heading(2, imports.text),
    codeBlock('tsx', apiImportCode(doc)),
    ...(doc.demos.length
      ? [
          heading(2, demos.text),
          paragraph(text(API_DEMOS_NOTE)),
          list(
            doc.demos.map((page) => [
              paragraph(
                link(markdownPathOf(page.pathname), [text(page.title)]),
                ...(page.product ? [text(` (${page.product})`)] : []),
              ),
            ]),
          ),
        ]
      : []),
    heading(2, props.text),
    paragraph(...inlineMarkdown(API_PROPS_NOTE)),
    ...(doc.inherited.length
      ? [
          paragraph(
            text(`${API_INHERITED_NOTE.before} `),
            ...linkList(doc.inherited.map((c) => ({ pathname: c.pathname, text: c.component }))),
            text(` ${API_INHERITED_NOTE.after}`),
          ),
        ]
      : []),
    propsTable(doc),
    ...(doc.slots.length
      ? [
          heading(2, slots.text),
          paragraph(...inlineMarkdown(apiSlotsNote(doc))),
          table(
            ['Name', 'Default', 'Description'],
            doc.slots.map((slot) => [
              [code(slot.name)],
              orDash(slot.defaultValue),
              slot.description ? inlineMarkdown(slot.description) : [text('-')],
            ]),
          ),
        ]
      : []),
    ...(doc.classes.length
      ? [
          heading(2, classes.text),
          paragraph(...inlineMarkdown(apiClassesNote(doc))),
          table(
            ['Class name', 'Rule name', 'Description'],
            doc.classes.map((cssClass) => [
              [code(`.${cssClass.className}`)],
              [code(cssClass.key)],
              withDeprecation(cssClass.description, cssClass.deprecated),
            ]),
          ),
        ]
      : []),
  ];
}

/**
 * What a component page adds at its end: its component's props table (the HTML page links to the
 * API page instead), or in short only that link.
 */
export function componentApiAppendix(doc: ApiDoc): { full: MdNode[]; short: MdNode[] } {
  const apiLink = link(markdownPathOf(doc.pathname), [text(`${doc.component} API`)]);
  return {
    full: [
      heading(2, 'API'),
      paragraph(
        text(`The props of ${doc.component}; its slots and CSS classes too are on `),
        apiLink,
        text('.'),
      ),
      propsTable(doc),
    ],
    short: [
      heading(2, 'API'),
      paragraph(
        text(`The props, slots and CSS classes of ${doc.component} are on `),
        apiLink,
        text('.'),
      ),
    ],
  };
}

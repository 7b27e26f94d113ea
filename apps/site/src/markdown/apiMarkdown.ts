import type { ApiDoc, ApiProp } from '../../build/muiApi';
import { apiPageDescription, apiPathname } from '../api/apiComponents';
import { markdownPathOf } from './markdownPath';
import {
  code,
  codeBlock,
  heading,
  link,
  paragraph,
  table,
  text,
  type MdNode,
} from './markdownTree';

/** Text whose `code` spans stay code (MUI's descriptions use them), without parsing the rest. */
function inlineMarkdown(value: string): MdNode[] {
  return value
    .split('`')
    .map((part, index) => (index % 2 ? code(part) : text(part)))
    .filter((node) => node.value);
}

function propRow(prop: ApiProp): MdNode[][] {
  const name = [code(prop.name), ...(prop.required ? [text(' (required)')] : [])];
  const description = [prop.deprecated && `Deprecated: ${prop.deprecated}.`, prop.description]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  return [
    name,
    [code(prop.type)],
    [prop.defaultValue ? code(prop.defaultValue) : text('-')],
    inlineMarkdown(description),
  ];
}

/** A component's props as a Markdown table: name, type, default and description. */
export function propsTable(doc: ApiDoc): MdNode {
  return table(['Name', 'Type', 'Default', 'Description'], doc.props.map(propRow));
}

/** The body of an API page: the import, then the props table. */
export function apiPageBody(doc: ApiDoc): MdNode[] {
  return [
    paragraph(text(apiPageDescription(doc.component))),
    heading(2, 'Import'),
    codeBlock('tsx', `import ${doc.component} from '${doc.importPath}';`),
    heading(2, 'Props'),
    propsTable(doc),
  ];
}

/**
 * What a component page adds at its end: its component's props table (the HTML page links to the
 * API page instead), or in short only that link.
 */
export function componentApiAppendix(doc: ApiDoc): { full: MdNode[]; short: MdNode[] } {
  const apiLink = link(markdownPathOf(apiPathname(doc.component)), [text(`${doc.component} API`)]);
  return {
    full: [
      heading(2, 'API'),
      paragraph(
        text(`The props of ${doc.component}; the whole reference is on `),
        apiLink,
        text('.'),
      ),
      propsTable(doc),
    ],
    short: [
      heading(2, 'API'),
      paragraph(text(`The props of ${doc.component} are on `), apiLink, text('.')),
    ],
  };
}

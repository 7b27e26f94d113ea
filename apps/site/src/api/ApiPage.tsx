import { Fragment, type ReactNode } from 'react';
import { RouterLink } from '../routing/RouterLink';
import type { ApiDoc } from '../../build/apiDoc';
import { ScrollRegion } from '../mdx/ScrollRegion';
import { SectionHeading } from '../copyPage/SectionHeading';
import {
  API_DEMOS_NOTE,
  API_INHERITED_NOTE,
  API_PROPS_NOTE,
  apiClassesNote,
  apiImportCode,
  apiIntro,
  apiPlanLabel,
  apiSlotsNote,
  plainDescription,
} from './apiPageText';
import { API_PAGE_SECTIONS } from './apiPageHeadings';
import { ApiBadge } from './ApiBadge';

/** Text with `code` spans as <code>, Markdown links as their text; all of it React text nodes. */
function renderText(text: string): ReactNode {
  return plainDescription(text)
    .split(/(`[^`]+`)/g)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

function DeprecatedBadge() {
  return <ApiBadge color="warning">Deprecated</ApiBadge>;
}

function ApiTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** Links to other pages, as a sentence: `A, B and C`. */
function LinkList({ links }: { links: { pathname: string; text: string }[] }) {
  return links.map((link, index) => (
    <Fragment key={link.pathname}>
      {index === 0 ? '' : index === links.length - 1 ? ' and ' : ', '}
      <RouterLink to={link.pathname}>{link.text}</RouterLink>
    </Fragment>
  ));
}

export function ApiPage({ doc }: { doc: ApiDoc }) {
  const plan = apiPlanLabel(doc);
  const { import: imports, demos, props, slots, classes } = API_PAGE_SECTIONS;
  return (
    <>
      <h1 id="api">
        {doc.component} API
        {plan && <ApiBadge color="primary">{plan}</ApiBadge>}
        {doc.deprecated !== null && <DeprecatedBadge />}
      </h1>
      <p>{renderText(apiIntro(doc))}</p>
      <SectionHeading id={imports.id}>{imports.text}</SectionHeading>
      {/* Focusable: a long import line scrolls, and keyboard readers must reach it. */}
      <pre tabIndex={0}>
        <code>{apiImportCode(doc)}</code>
      </pre>
      {doc.demos.length > 0 && (
        <>
          <SectionHeading id={demos.id}>{demos.text}</SectionHeading>
          <p>{API_DEMOS_NOTE}</p>
          <ul>
            {doc.demos.map((page) => (
              <li key={page.pathname}>
                <RouterLink to={page.pathname}>{page.title}</RouterLink>
                {page.product && ` (${page.product})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <SectionHeading id={props.id}>{props.text}</SectionHeading>
      <p>{renderText(API_PROPS_NOTE)}</p>
      {doc.inherited.length > 0 && (
        <p>
          {API_INHERITED_NOTE.before}{' '}
          <LinkList
            links={doc.inherited.map((c) => ({ pathname: c.pathname, text: c.component }))}
          />{' '}
          {API_INHERITED_NOTE.after}
        </p>
      )}
      <ApiTable
        label={`${doc.component} props`}
        columns={['Name', 'Type', 'Default', 'Description']}
      >
        {doc.props.map((prop) => (
          <tr key={prop.name} id={`prop-${prop.name}`}>
            <td>
              <code>{prop.name}</code>
              {prop.required && <span aria-label="required">*</span>}
              {prop.deprecated !== null && <DeprecatedBadge />}
            </td>
            <td>
              <code>{prop.type}</code>
            </td>
            <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '—'}</td>
            <td>
              {renderText(prop.description)}
              {prop.deprecated ? <> Deprecated: {renderText(prop.deprecated)}</> : null}
            </td>
          </tr>
        ))}
      </ApiTable>
      {doc.slots.length > 0 && (
        <>
          <SectionHeading id={slots.id}>{slots.text}</SectionHeading>
          <p>{renderText(apiSlotsNote(doc))}</p>
          <ApiTable label={`${doc.component} slots`} columns={['Name', 'Default', 'Description']}>
            {doc.slots.map((slot) => (
              <tr key={slot.name} id={`slot-${slot.name}`}>
                <td>
                  <code>{slot.name}</code>
                </td>
                <td>{slot.defaultValue ? <code>{slot.defaultValue}</code> : '—'}</td>
                <td>{slot.description ? renderText(slot.description) : '—'}</td>
              </tr>
            ))}
          </ApiTable>
        </>
      )}
      {doc.classes.length > 0 && (
        <>
          <SectionHeading id={classes.id}>{classes.text}</SectionHeading>
          <p>{renderText(apiClassesNote(doc))}</p>
          <ApiTable
            label={`${doc.component} CSS classes`}
            columns={['Class name', 'Rule name', 'Description']}
          >
            {doc.classes.map((cssClass) => (
              <tr key={cssClass.key} id={`css-${cssClass.key}`}>
                <td>
                  <code>.{cssClass.className}</code>
                  {cssClass.deprecated !== null && <DeprecatedBadge />}
                </td>
                <td>
                  <code>{cssClass.key}</code>
                </td>
                <td>
                  {renderText(cssClass.description)}
                  {cssClass.deprecated ? <> Deprecated: {renderText(cssClass.deprecated)}</> : null}
                </td>
              </tr>
            ))}
          </ApiTable>
        </>
      )}
    </>
  );
}

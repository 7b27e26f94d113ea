import Chip from '@mui/material/Chip';
import { Fragment, type ReactNode } from 'react';
import { RouterLink } from '../routing/RouterLink';
import type { ApiDoc } from '../../build/muiApi';
import { ScrollRegion } from '../mdx/ScrollRegion';
import { apiSlug } from './apiComponents';
import { API_PAGE_SECTIONS } from './apiPageHeadings';

/**
 * Renders a JSDoc description as text: `code` spans become <code>, markdown links keep their
 * text. Everything stays a React text node.
 */
function renderDescription(text: string): ReactNode {
  const plain = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  return plain
    .split(/(`[^`]+`)/g)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

export function ApiPage({ doc }: { doc: ApiDoc }) {
  return (
    <>
      <h1 id="api">{doc.component} API</h1>
      <p>
        Every prop of <code>{doc.component}</code> in @mui/material {doc.muiVersion}, read from the
        package&apos;s own type declarations. For examples, see the{' '}
        <RouterLink to={`/material-ui/react-${apiSlug(doc.component)}`}>
          {doc.component} component page
        </RouterLink>
        .
      </p>
      <h2 id={API_PAGE_SECTIONS.import.id}>{API_PAGE_SECTIONS.import.text}</h2>
      <pre>
        <code>{`import ${doc.component} from '${doc.importPath}';\n// or\nimport { ${doc.component} } from '@mui/material';`}</code>
      </pre>
      <h2 id={API_PAGE_SECTIONS.props.id}>{API_PAGE_SECTIONS.props.text}</h2>
      <p>
        Props of the root element that are not listed here (such as <code>id</code> or{' '}
        <code>aria-*</code>) are passed through to it.
      </p>
      <ScrollRegion label={`${doc.component} props`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {doc.props.map((prop) => (
              <tr key={prop.name} id={`prop-${prop.name}`}>
                <td>
                  <code>{prop.name}</code>
                  {prop.required && <span aria-label="required">*</span>}
                  {prop.deprecated !== null && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label="Deprecated"
                      sx={{ ml: 1 }}
                    />
                  )}
                </td>
                <td>
                  <code>{prop.type}</code>
                </td>
                <td>{prop.defaultValue ? <code>{prop.defaultValue}</code> : '—'}</td>
                <td>
                  {renderDescription(prop.description)}
                  {prop.deprecated ? <> Deprecated: {renderDescription(prop.deprecated)}</> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

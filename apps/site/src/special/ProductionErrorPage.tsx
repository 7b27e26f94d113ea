import type { TocHeading } from '@docshell/docs-nav';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { REPOSITORY_URL } from '../siteConfig';
import {
  ERROR_CODES_URL,
  formatErrorMessage,
  isErrorCodeTable,
  parseErrorQuery,
  type ErrorQuery,
} from './productionError';

/** The page has no sections, so no table of contents. */
export const headings: TocHeading[] = [];

export const frontmatter = {
  title: 'Production error',
  description:
    'Decodes the short error codes that production builds print, with their full message.',
};

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'no-code' }
  | { kind: 'failed' }
  | { kind: 'unknown'; code: string }
  | { kind: 'known'; code: string; message: string };

/** Renders `code` spans of our own message table as <code>; all text stays text. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/g)
        .map((part, index) =>
          part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
            <code key={index}>{part.slice(1, -1)}</code>
          ) : (
            part
          ),
        )}
    </>
  );
}

function Decoder() {
  // The query is read after hydration: the prerendered HTML cannot know it.
  const [state, setState] = useState<State>({ kind: 'idle' });
  useEffect(() => {
    const query: ErrorQuery = parseErrorQuery(window.location.search);
    const { code } = query;
    if (code === null) {
      setState({ kind: 'no-code' });
      return undefined;
    }
    let cancelled = false;
    setState({ kind: 'loading' });
    fetch(ERROR_CODES_URL)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((table: unknown) => {
        if (cancelled) return;
        if (!isErrorCodeTable(table)) throw new Error('bad table');
        const template = table[code];
        setState(
          template === undefined
            ? { kind: 'unknown', code }
            : { kind: 'known', code, message: formatErrorMessage(template, query.args) },
        );
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  switch (state.kind) {
    case 'idle':
    case 'loading':
      return <p role="status">Loading error codes…</p>;
    case 'no-code':
      return (
        <p>
          This page explains an error code. Open it from the link in the error message, which looks
          like <code>/production-error?code=4&amp;args[]=…</code>.
        </p>
      );
    case 'failed':
      return (
        <Alert severity="error">
          The table of error codes could not be loaded. Check your connection and reload the page,
          or <a href={`${REPOSITORY_URL}/issues/new`}>report the problem</a> with the link you
          followed.
        </Alert>
      );
    case 'unknown':
      return (
        <Alert severity="warning">
          Error code {state.code} is not in the table of this version. The link may come from a
          newer or older release: check the version you run and its documentation.
        </Alert>
      );
    case 'known':
      return (
        <Alert severity="error" icon={false} data-testid="decoded-error">
          <strong>Error {state.code}: </strong>
          <MessageText text={state.message} />
        </Alert>
      );
  }
}

export default function ProductionErrorPage() {
  return (
    <>
      <h1 id="production-error">Production error</h1>
      <p>
        Production builds replace long error messages with a short code to keep bundles small. The
        full message for the code in your link is shown below, with the values from your error
        filled in.
      </p>
      <Decoder />
    </>
  );
}

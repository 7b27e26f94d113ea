'use client';

import { useSyncExternalStore } from 'react';
import { getInitColorSchemeScript, type InitColorSchemeScriptOptions } from './colorSchemeScript';

export interface InitColorSchemeScriptProps extends InitColorSchemeScriptOptions {
  /** Nonce for a Content-Security-Policy that uses nonces instead of hashes. */
  nonce?: string;
}

const subscribe = () => () => {};

/**
 * The no-flash script as a <script> element, for documents rendered with React on the server
 * (a Next.js App Router layout, a React Router root). Place it first inside <body>. Its text is
 * built only from the options, never from reader input.
 *
 * It renders on the server and in the hydration render, which keeps the server's element, and
 * nothing on the client after that: the script has run by then, and React 19.3 logs an error for
 * a <script> it mounts itself. Browsers hide the nonce from the DOM once the page has loaded, so
 * hydration is told not to compare the element's attributes.
 */
export function InitColorSchemeScript({ nonce, ...options }: InitColorSchemeScriptProps) {
  const serverOrHydration = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (!serverOrHydration) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // The script is our own constant text; options are escaped for a <script> context.
      dangerouslySetInnerHTML={{ __html: getInitColorSchemeScript(options) }}
    />
  );
}

import { getInitColorSchemeScript, type InitColorSchemeScriptOptions } from './colorSchemeScript';

export interface InitColorSchemeScriptProps extends InitColorSchemeScriptOptions {
  /** Nonce for a Content-Security-Policy that uses nonces instead of hashes. */
  nonce?: string;
}

/**
 * The no-flash script as a <script> element, for documents rendered with React on the server.
 * Place it first inside <body>. Its text is built only from the options, never from reader input.
 */
export function InitColorSchemeScript({ nonce, ...options }: InitColorSchemeScriptProps) {
  return (
    <script
      nonce={nonce}
      // The script is our own constant text; options are escaped for a <script> context.
      dangerouslySetInnerHTML={{ __html: getInitColorSchemeScript(options) }}
    />
  );
}

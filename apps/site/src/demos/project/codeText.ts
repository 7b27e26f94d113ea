import { findCodePre, preText } from '@docshell/docs-copy';

/**
 * The plain text of a build-time highlighted code block (shiki's `<pre><code><span class="line">…`),
 * read the way docs-copy reads a block on the page: the HTML's text is the source exactly, so the
 * page does not carry each source twice.
 *
 * Parsed into a detached document, never the page: nothing in it runs or loads. Called in the
 * browser only, after the reader acts (a click, focusing the source), so `DOMParser` exists.
 */
export function codeText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  const text = preText(findCodePre(body) ?? body);
  // Sources are highlighted without their final newline; a file ends with exactly one.
  return `${text.replace(/(?:\r?\n)+$/, '')}\n`;
}

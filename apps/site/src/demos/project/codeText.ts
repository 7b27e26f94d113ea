/**
 * The plain text of a build-time highlighted code block (shiki's `<pre><code><span class="line">…`):
 * the HTML's text is the source exactly, so the page does not carry each source twice.
 *
 * Parsed into a detached document, never the page: nothing in it runs or loads. Called in the
 * browser on click only, so `DOMParser` exists.
 */
export function codeText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const text = (parsed.querySelector('pre') ?? parsed.body).textContent ?? '';
  // Sources are highlighted without their final newline; a file ends with exactly one.
  return `${text.replace(/(?:\r?\n)+$/, '')}\n`;
}

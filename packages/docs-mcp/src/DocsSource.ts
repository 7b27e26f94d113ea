/**
 * Where a docs site's files come from: a folder (a built site) or a URL (a served one). The
 * catalog and the tools only ever ask for site paths (`/material-ui/llms.txt`,
 * `/material-ui/react-button.md`); a source refuses anything outside its site.
 */
export interface DocsSource {
  /** What the source reads, for messages: the folder's name or the site's origin. */
  readonly label: string;
  /** The origin pages are fetched from, for a URL source; null for a folder. */
  readonly origin: string | null;
  /**
   * The text of the file at a site path (`/llms.txt`). Rejects with a DocsError: `not-found`
   * when there is no such file, `refused` for a path outside the site or a file over the size
   * limit, `unavailable` when the source cannot be read.
   */
  readText(sitePath: string): Promise<string>;
}

/** Only Markdown pages and the llms.txt indexes are read from any source. */
export const READABLE_FILE = /\.(md|txt)$/;
